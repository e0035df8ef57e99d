import { Component, type ErrorInfo, type ReactNode } from 'react'
import Button from 'react-bootstrap/Button'

/** The generic error screen (docs/product.md#error-screen): what happened, Try Again and Refresh Page. */
export function ErrorScreen({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  return (
    <div role="alert" className="text-center py-5 px-3">
      <h1 className="h3">Something went wrong</h1>
      <p className="text-body-secondary text-break">{message}</p>
      <div className="d-flex justify-content-center gap-2">
        <Button onClick={onTryAgain}>Try Again</Button>
        <Button variant="outline-secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </div>
  )
}

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
    return <ErrorScreen message={this.state.error.message} onTryAgain={() => this.setState({ error: null })} />
  }
}
