/** /purchase-orders/add and /edit/:id (lines, containers, bill of lading, split, close, drayage). Placeholder of the foundation commit: the screen's part replaces it. */
export const FORM_KEY = 'form';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FormState {}
export const formReducer = (state: FormState = {}): FormState => state;
