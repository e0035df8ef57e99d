/** The honest stand-in for a screen a later piece of work will build. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <section>
      <h1 className="h3 mb-3">{title}</h1>
      <p className="text-secondary">This screen is not built yet.</p>
    </section>
  )
}
