export { DataTable, VIRTUALIZE_FROM, type Column } from './DataTable';
export { Pagination, PAGE_SIZES } from './Pagination';
