import { PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_TRANSITIONS } from '@freight/contracts';
import { HttpError } from '../../plugins/envelope';
import { declaredTexts, renderText, type TextRef } from '../../texts';
import { fillText } from './messages';
import { planSplit, suffixOf, type SplitLine } from '../split';
import { PURCHASE_ORDER_MESSAGES, PURCHASE_ORDER_TEXTS } from '../texts';
import { actionsFor, assertTransition, canTransition } from '../transitions';
import { statusText } from '../../texts/statuses';

const english = (ref: TextRef) => renderText(ref, 'en');
/** The Spanish of the declared text whose English is `text`. */
const spanishOf = (text: string) => [...declaredTexts().values()].find((entry) => entry.en === text)?.sp;

/** The purchase orders' rules without a database: texts, the state machine, the split's arithmetic. */
describe('purchase orders: texts, transitions and the split plan', () => {
  it("sends PURCHASE_ORDER_MESSAGES' texts with their values, translated in sp and fr", () => {
    const { orders, erp, write } = PURCHASE_ORDER_TEXTS;
    expect(english(orders.transitionNotAllowed({ from: statusText('open'), to: statusText('delivered') }))).toBe(
      fillText(PURCHASE_ORDER_MESSAGES.transitionNotAllowed, { from: 'open', to: 'delivered' }),
    );
    expect(english(orders.duplicateContainer({ number: 'MSKU9070323' }))).toBe(fillText(PURCHASE_ORDER_MESSAGES.duplicateContainer, { number: 'MSKU9070323' }));
    expect(english(erp.alreadyImported({ poNumber: 'PO-100123' }))).toBe(fillText(PURCHASE_ORDER_MESSAGES.alreadyImported, { poNumber: 'PO-100123' }));
    expect(english(write.splitQuantity({ max: 48 }))).toBe(fillText(PURCHASE_ORDER_MESSAGES.splitQuantity, { max: 48 }));
    expect(english(write.wrongCheckDigit({ digit: 3 }))).toBe(fillText(PURCHASE_ORDER_MESSAGES.wrongCheckDigit, { digit: 3 }));
    expect(english(write.containerHasHistory({ number: 'CSQU3054383' }))).toBe(
      fillText(PURCHASE_ORDER_MESSAGES.containerHasHistory, { number: 'CSQU3054383' }),
    );
    expect(renderText(orders.duplicateContainer({ number: 'MSKU9070323' }), 'sp')).toBe('El contenedor MSKU9070323 ya está en una orden de compra abierta');
    expect(renderText(write.splitQuantity({ max: 48 }), 'fr')).toBe('Déplacez entre 1 et 48');
    for (const text of [
      'Purchase Order created successfully',
      'Purchase Order updated successfully',
      'Order has been split successfully',
      'Container Successfully Updated',
    ]) {
      expect(Object.values(PURCHASE_ORDER_MESSAGES)).toContain(text);
      expect(spanishOf(text) ?? text).not.toBe(text);
    }
  });

  it('follows PURCHASE_ORDER_TRANSITIONS: the user closes an order still moving, nothing leaves closed or cancelled', () => {
    for (const from of PURCHASE_ORDER_STATUSES) {
      for (const to of PURCHASE_ORDER_STATUSES) {
        expect([from, to, canTransition(from, to)]).toEqual([from, to, PURCHASE_ORDER_TRANSITIONS[from].includes(to)]);
      }
    }
    expect(() => assertTransition('open', 'booked')).not.toThrow();
    const refused = (() => {
      try {
        assertTransition('in_transit', 'open');
      } catch (error) {
        return error as HttpError;
      }
      return null;
    })();
    expect([refused?.statusCode, refused?.message]).toEqual([409, 'This purchase order cannot go from in_transit to open']);
    expect(() => assertTransition('closed', 'closed')).toThrow(PURCHASE_ORDER_MESSAGES.readOnly);
    expect(actionsFor('closed')).toEqual([]);
    expect(actionsFor('cancelled')).toEqual([]);
    expect(actionsFor('in_transit')).toEqual(['edit', 'billOfLading', 'split', 'updateContainer', 'close']);
  });

  it('names children A … Z, AA …', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(suffixOf)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('plans splits that keep every line whole (random requests)', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return (seed >>> 8) % n;
    };
    let planned = 0;
    for (let round = 0; round < 500; round++) {
      const containers = ['c1', 'c2', 'c3'].slice(0, 1 + random(3));
      const lines: SplitLine[] = Array.from({ length: 1 + random(6) }, (_, index) => ({
        id: `l${index}`,
        lineNo: index + 1,
        quantity: 1 + random(100),
        receivedQuantity: random(3) === 0 ? random(50) : 0,
        containerId: random(2) === 0 ? containers[random(containers.length)]! : null,
      }));
      const request = {
        lines: lines.filter(() => random(2) === 0).map((line) => ({ _id: line.id, quantity: 1 + random(line.quantity + 5) })),
        containerIds: containers.filter(() => random(3) === 0),
      };
      const result = planSplit(lines, containers, request);
      if (!result.plan) {
        expect(result.errors.length).toBeGreaterThan(0);
        continue;
      }
      planned += 1;
      const { plan } = result;
      for (const line of lines) {
        const part = plan.partLines.find((candidate) => candidate.id === line.id);
        const whole = plan.wholeLines.includes(line.id);
        expect(whole && part).toBeFalsy();
        if (part) {
          expect(part.keep + part.move).toBe(line.quantity);
          expect(part.keep).toBeGreaterThan(0);
          expect(part.move).toBeGreaterThan(0);
          expect(part.keepReceived + part.moveReceived).toBe(line.receivedQuantity);
          expect(part.keepReceived).toBeLessThanOrEqual(part.keep);
        }
        // A line on a moving container moves whole.
        if (line.containerId && plan.containerIds.includes(line.containerId)) expect(whole).toBe(true);
      }
      expect(plan.wholeLines.length).toBeLessThan(lines.length);
    }
    expect(planned).toBeGreaterThan(50);
  });
});
