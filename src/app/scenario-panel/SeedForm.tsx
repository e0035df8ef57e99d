import { useState } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import type { ScenarioControl } from '@/app/ScenarioNotice'

const MAX_SEED = 2 ** 31 - 1

/** Another seed is another world, built at the next load. */
export function SeedForm({ control }: { control: ScenarioControl }) {
  const [seed, setSeed] = useState(String(control.seed))
  const valid = /^\d+$/.test(seed) && Number(seed) <= MAX_SEED
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (valid) control.changeSeed(Number(seed))
      }}
    >
      <Form.Label htmlFor="scenario-seed">Seed</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id="scenario-seed"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_SEED}
          step={1}
          value={seed}
          onChange={(event) => setSeed(event.target.value)}
          isInvalid={!valid}
          aria-describedby="scenario-seed-help"
        />
        <Button type="submit" variant="outline-primary" disabled={!valid || Number(seed) === control.seed}>
          Load this seed
        </Button>
        <Form.Control.Feedback type="invalid">A whole number from 0 to {MAX_SEED}.</Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="scenario-seed-help">
        Seed {control.seed} is on. Another seed is another world: the page reloads with ?seed=N, and the scenario stays.
      </Form.Text>
    </Form>
  )
}
