import * as yup from 'yup';
import type { Lane, LaneInput } from '@freight/contracts';
import { amountOrNull, maxLengthMessage, numberField, numberOrNull, typedAmount, typedNumber } from '@freight/ui';

export const laneSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(120, maxLengthMessage),
  originAddressId: yup.string().required('validation.required'),
  destinationAddressId: yup
    .string()
    .required('validation.required')
    .test('different-ends', 'address:validation.sameEnds', (value, ctx) => !value || value !== ctx.parent.originAddressId),
  // Typed in the reader's language like every amount ("1,795.50", "1 795,50").
  targetRate: typedAmount({ max: 1_000_000 }),
  loadsPerWeek: typedNumber({ min: 0, max: 1000, integer: true }),
  notes: yup.string().trim().max(1000, maxLengthMessage),
});

export interface LaneFormValues {
  name: string;
  originAddressId: string;
  destinationAddressId: string;
  targetRate: string;
  /** Typed in the reader's language (typedNumber). */
  loadsPerWeek: string;
  notes: string;
}

export const EMPTY_LANE: LaneFormValues = { name: '', originAddressId: '', destinationAddressId: '', targetRate: '', loadsPerWeek: '', notes: '' };

export const laneToForm = (lane: Lane): LaneFormValues => ({
  name: lane.name,
  originAddressId: lane.origin.addressId,
  destinationAddressId: lane.destination.addressId,
  targetRate: lane.targetRate === null ? '' : String(lane.targetRate),
  loadsPerWeek: numberField(lane.loadsPerWeek),
  notes: lane.notes ?? '',
});

export const formToLane = (values: LaneFormValues): LaneInput => ({
  name: values.name.trim(),
  originAddressId: values.originAddressId,
  destinationAddressId: values.destinationAddressId,
  targetRate: amountOrNull(values.targetRate),
  loadsPerWeek: numberOrNull(values.loadsPerWeek),
  notes: values.notes.trim() ? values.notes.trim() : null,
});
