/** The order's shipping labels: `LabelsPanel` ({ orderId, canBuy }) for the detail's Labels section. */
export { LabelsPanel, type LabelsPanelProps } from './LabelsPanel';
