// The order detail for the home's latest orders, in a chunk of its own: DashboardHome imports this file lazily, so
// the home's first paint does not wait for the detail's code (the other pages import the lib as usual).
export { OrderDetailHost as default } from '@freight/order-detail';
