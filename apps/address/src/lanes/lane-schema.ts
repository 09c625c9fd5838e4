import * as yup from 'yup';
import type { Lane, LaneInput } from '@freight/contracts';
import { amountOrNull, maxLengthMessage, typedAmount } from '@freight/ui';

export const laneSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(120, maxLengthMessage),
  originAddressId: yup.string().required('validation.required'),
  destinationAddressId: yup
    .string()
    .required('validation.required')
    .test('different-ends', 'address:validation.sameEnds', (value, ctx) => !value || value !== ctx.parent.originAddressId),
  // Typed in the reader's language like every amount ("1,795.50", "1 795,50").
  targetRate: typedAmount({ max: 1_000_000 }),
  loadsPerWeek: yup.number().typeError('address:validation.number').integer('address:validation.integer').min(0, 'address:validation.notNegative').max(1000, 'address:validation.tooLarge'),
  notes: yup.string().trim().max(1000, maxLengthMessage),
});

export interface LaneFormValues {
  name: string;
  originAddressId: string;
  destinationAddressId: string;
  targetRate: string;
  loadsPerWeek: number | '';
  notes: string;
}

export const EMPTY_LANE: LaneFormValues = { name: '', originAddressId: '', destinationAddressId: '', targetRate: '', loadsPerWeek: '', notes: '' };

export const laneToForm = (lane: Lane): LaneFormValues => ({
  name: lane.name,
  originAddressId: lane.origin.addressId,
  destinationAddressId: lane.destination.addressId,
  targetRate: lane.targetRate === null ? '' : String(lane.targetRate),
  loadsPerWeek: lane.loadsPerWeek ?? '',
  notes: lane.notes ?? '',
});

export const formToLane = (values: LaneFormValues): LaneInput => ({
  name: values.name.trim(),
  originAddressId: values.originAddressId,
  destinationAddressId: values.destinationAddressId,
  targetRate: amountOrNull(values.targetRate),
  loadsPerWeek: values.loadsPerWeek === '' ? null : Number(values.loadsPerWeek),
  notes: values.notes.trim() ? values.notes.trim() : null,
});
