import Tab from 'react-bootstrap/Tab'
import Tabs from 'react-bootstrap/Tabs'
import { useListState } from '@/components/useListState'
import { param } from '@/lib/listQuery'
import { EventList } from './EventList'
import { DEEPLINK_LIST, SHARE_LIST } from './eventLists'

const TABS = { tab: param.oneOf(['share', 'deeplink'], 'share') }

/**
 * Two tabs, Share Events (the default) and Deeplink Events. Both lists are rendered, so
 * both load when the screen opens (docs/product.md#share-and-deeplink-analytics); each
 * keeps its own filter and page in the URL (share.*, deeplink.*), so switching tabs loses
 * neither.
 */
export default function ShareDeeplinkPage() {
  const { view, update } = useListState(TABS)
  return (
    <section>
      <h1 className="h3 mb-1">Share and Deeplink Analytics</h1>
      <p className="text-body-secondary mb-3">
        What people shared from the app, and what happened when they opened a shared link.
      </p>
      <Tabs
        id="share-deeplink-tabs"
        activeKey={view.tab}
        onSelect={(tab) => update({ tab: tab === 'deeplink' ? 'deeplink' : 'share' })}
        className="mb-3"
      >
        <Tab eventKey="share" title="Share Events">
          <EventList config={SHARE_LIST} prefix="share." />
        </Tab>
        <Tab eventKey="deeplink" title="Deeplink Events">
          <EventList config={DEEPLINK_LIST} prefix="deeplink." />
        </Tab>
      </Tabs>
    </section>
  )
}
