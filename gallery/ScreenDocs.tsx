import { Description, Primary, Subtitle, Title } from '@storybook/addon-docs/blocks'
import { useAnsweredCalls } from './callLog'

// A screen's docs page: where it is and its states (the meta's description), the screen
// with data, and the calls it made to draw it. Only that one story is drawn here: the others
// would set the same simulated backend to other scenarios at the same time.

function ScreenCalls() {
  const calls = useAnsweredCalls()
  return (
    <section aria-labelledby="screen-calls">
      <h3 id="screen-calls">The calls it makes</h3>
      <p>As the simulated backend answered them while the screen above drew (the contract pins each one).</p>
      {calls.length === 0 ? (
        <p role="status">Waiting for the screen&apos;s first call…</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Path</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {calls.map((call, index) => (
              <tr key={index}>
                <td>{call.method}</td>
                <td>
                  <code>{call.path}</code>
                </td>
                <td>{call.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

export function ScreenDocs() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <ScreenCalls />
    </>
  )
}
