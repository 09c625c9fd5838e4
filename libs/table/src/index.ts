export { DataTable, VIRTUALIZE_FROM, type Column } from './DataTable';
export { Pagination } from './Pagination';
export { PAGE_SIZES } from '@freight/store';
export { PagedListView, type PagedListViewProps, type RemoveTexts, type ListFilter, type SelectListFilter, type InputListFilter } from './PagedListView';
export { usePagedListUrl } from './usePagedListUrl';
export { FoldedFilters } from './FoldedFilters';
