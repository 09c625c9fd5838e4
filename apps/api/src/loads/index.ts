export { equipmentManagerRoutes } from './equipment-routes';
export { defaultLoadView, selectLoadListItems, toLoadListItem } from './list-projection';
export { checkLoadInput } from './load-input';
export { routeLoad } from './load-route';
export { createLoadWriteRepository, loadColumns, newShareCode, nextLoadId, stopRows } from './load-write';
export { loadManagerRoutes } from './routes';
export { LOAD_TEXTS } from './texts';
