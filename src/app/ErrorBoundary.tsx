import { Component, type ErrorInfo, type ReactNode } from 'react'
import Button from 'react-bootstrap/Button'

interface State {
  error: Error | null
}

/** Catches a render error so the console shows what happened instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="text-center py-5 px-3">
        <h1 className="h3">Something went wrong</h1>
        <p className="text-secondary text-break">{this.state.error.message}</p>
        <div className="d-flex justify-content-center gap-2">
          <Button onClick={() => this.setState({ error: null })}>Try Again</Button>
          <Button variant="outline-secondary" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </div>
      </div>
    )
  }
}
