import { Link, useLocation, useSearch } from 'wouter';
import { ShoppingBag } from 'lucide-react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../shared/constants/orders.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { OrderCard } from './order-card.tsx';
import { useOrderList } from './order-queries.ts';
import { ORDER_TABS, ordersHref, readOrdersUrl, type OrderTab, type OrdersUrlState } from './order-text.ts';

/** /orders: what the caller bought and sold, each with its status and what happens next. */
export function OrdersPage() {
  useDocumentTitle('Orders');
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = readOrdersUrl(search);
  const change = (next: Partial<OrdersUrlState>) => navigate(ordersHref({ ...state, ...next }));

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">Orders</h1>
      <Tabs value={state.tab} onValueChange={(tab) => change({ tab: tab as OrderTab })}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <TabsList aria-label="Orders" className="max-w-xs">
            <TabsTrigger value="bought">Bought</TabsTrigger>
            <TabsTrigger value="sold">Sold</TabsTrigger>
          </TabsList>
          <div className="w-full space-y-1.5 sm:w-56">
            <Label htmlFor="order-status">Status</Label>
            <NativeSelect
              id="order-status"
              value={state.status ?? ''}
              onChange={(e) => change({ status: (e.target.value || null) as OrderStatus | null })}
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {(Object.keys(ORDER_TABS) as OrderTab[]).map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === state.tab ? <OrderListView tab={tab} status={state.status} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}

function OrderListView({ tab, status }: { tab: OrderTab; status: OrderStatus | null }) {
  const list = useOrderList(ORDER_TABS[tab], status);
  if (list.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <Alert tone="danger" role="alert" title="Your orders could not be loaded">
        {getApiErrorMessage(list.error, 'Check your connection and refresh the page.')}
      </Alert>
    );
  }
  const orders = list.data.pages.flatMap((page) => page.orders);
  if (orders.length === 0) return <EmptyOrders tab={tab} filtered={status !== null} />;
  return (
    <div className="space-y-4">
      <ul aria-label={tab === 'bought' ? 'Orders you placed' : 'Orders from your buyers'} className="space-y-3">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="secondary" className="w-full" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading...' : 'Show older orders'}
        </Button>
      ) : null}
    </div>
  );
}

function EmptyOrders({ tab, filtered }: { tab: OrderTab; filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border-strong bg-surface p-8 text-center">
      <ShoppingBag className="h-10 w-10 text-fg-muted" strokeWidth={1.5} aria-hidden />
      <p className="font-medium">
        {filtered
          ? 'No orders with this status.'
          : tab === 'bought'
            ? 'You have not bought anything yet.'
            : 'Nobody has bought from you yet.'}
      </p>
      {filtered ? null : tab === 'bought' ? (
        <>
          <p className="text-sm text-fg-muted">Orders you place with “Buy now”, or from an agreed offer, appear here.</p>
          <Link href="/search" className={buttonClasses('secondary', 'sm')}>
            Browse the marketplace
          </Link>
        </>
      ) : (
        <p className="text-sm text-fg-muted">When a buyer orders one of your listings, it appears here with what to do next.</p>
      )}
    </div>
  );
}
