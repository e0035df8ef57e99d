import { useSyncExternalStore } from 'react'
import type { RecentCall } from '@/api/types'
import type { ScenarioControl } from '@/app/ScenarioNotice'
import { formatTime } from '@/lib/format'

const WAYS: Record<RecentCall['way'], string> = {
  'service worker': 'through the service worker',
  'backend worker': "straight to the backend's worker",
}

/**
 * 'Recent calls': the console's latest calls, newest first, each with its status, how long
 * it took, when it was sent and how it reached the backend. The first calls of a first
 * visit go straight to the backend's worker, before the service worker controls the page,
 * and so are missing from the browser's network panel: here they are.
 */
export function RecentCalls({ calls }: { calls: ScenarioControl['recentCalls'] }) {
  const list = useSyncExternalStore(calls.subscribe, calls.list)
  if (list.length === 0) return <p className="small text-body-secondary mb-0">No calls yet.</p>
  return (
    <ol className="list-unstyled small mb-0" aria-label="Recent calls, newest first">
      {list
        .map((call, index) => (
          <li key={`${index}:${call.sentAt}:${call.method}:${call.path}`} className="border-bottom py-1">
            <code className="text-break">
              {call.method} {call.path}
            </code>
            <div className="text-body-secondary">
              {call.status ?? 'no answer'} in {call.ms}&nbsp;ms, at {formatTime(call.sentAt)}, {WAYS[call.way]}
            </div>
          </li>
        ))
        .reverse()}
    </ol>
  )
}
