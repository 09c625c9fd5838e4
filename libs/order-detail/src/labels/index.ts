/** The order's shipping labels: `LabelsPanel` ({ orderId, canBuy }) for the detail's Labels section. */
export { LabelsPanel, parcelSchema, type LabelsPanelProps } from './LabelsPanel';
export { labelsFeature, labelsSaga } from './labels-sagas';
export { labelsActions, labelsReducer, labelsSlice, initialLabelsState, selectLabels, type LabelsState, type LabelAction } from './labels-slice';
