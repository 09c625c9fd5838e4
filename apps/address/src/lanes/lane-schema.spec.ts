import { changeLanguage, initI18n } from '@freight/i18n';
import { EMPTY_LANE, formToLane, laneSchema } from './lane-schema';

beforeAll(() => initI18n('en'));
afterEach(() => changeLanguage('en'));

const lane = (targetRate: string) => ({ ...EMPTY_LANE, name: 'Chicago to Dallas', originAddressId: 'a', destinationAddressId: 'b', targetRate });

describe('a lane’s target rate', () => {
  it('is typed in the reader’s language, thousands separators included', async () => {
    await expect(laneSchema.validateAt('targetRate', lane('1,795.50'))).resolves.toBe('1,795.50');
    expect(formToLane(lane('1,795.50')).targetRate).toBe(1795.5);
    await changeLanguage('fr');
    await expect(laneSchema.validateAt('targetRate', lane('1 795,50'))).resolves.toBe('1 795,50');
    expect(formToLane(lane('1 795,50')).targetRate).toBe(1795.5);
    expect(formToLane(lane('')).targetRate).toBeNull();
    await expect(laneSchema.validateAt('targetRate', lane('-1'))).rejects.toThrow('validation.amountNotNegative');
  });
});

describe('a lane’s loads per week', () => {
  const perWeek = (loadsPerWeek: string) => ({ ...lane(''), loadsPerWeek });

  it('is typed in the reader’s language and refuses parts of a load', async () => {
    await expect(laneSchema.validateAt('loadsPerWeek', perWeek('1,000'))).resolves.toBe('1,000');
    expect(formToLane(perWeek('1,000')).loadsPerWeek).toBe(1000);
    expect(formToLane(perWeek('')).loadsPerWeek).toBeNull();
    await expect(laneSchema.validateAt('loadsPerWeek', perWeek('2.5'))).rejects.toThrow('validation.numberWhole');
    await changeLanguage('fr');
    expect(formToLane(perWeek('1 000')).loadsPerWeek).toBe(1000);
  });
});
