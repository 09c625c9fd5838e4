import { CHAT_PUSH } from './chat';
import { links } from './links';
import { confirmDatePath } from './schedule';

describe('the links table', () => {
  it("writes the addresses the API's e-mails and notifications use today, character for character", () => {
    expect(links.orderDetail('o-1')).toBe('/loads?order=o-1');
    expect(links.orderDetail('o-1', 'carrier')).toBe('/loads?view=carrier&order=o-1');
    expect(links.editLoad('l-1')).toBe('/loads/editload/l-1');
    expect(links.viewQuote('Q-AbCdE12345')).toBe('/quotes/viewQuote?quoteId=Q-AbCdE12345');
    expect(links.confirmQuote('Q-AbCdE12345')).toBe('/confirmQuote?quoteId=Q-AbCdE12345');
    expect(links.tracking('L-100015')).toBe('/orders/tracking/L-100015');
    expect(links.sharedTracking('c2hhcmUtY29kZS1leGFtcA')).toBe('/tracking/share/c2hhcmUtY29kZS1leGFtcA');
    expect(links.driverPage('aaa.bbb.ccc')).toBe('/orderPickup?token=aaa.bbb.ccc');
    expect(links.dashboardList('delayedorders', { side: 'shipper', order: 'o-1' })).toBe('/dashboard/delayedorders?side=shipper&order=o-1');
    expect(links.dashboardList('neworderslist')).toBe('/dashboard/neworderslist');
    expect(links.laneHistory('lane-1')).toBe('/dashboard/lanehistory/lane-1');
    expect(links.trackContainer('MSCU1234565')).toBe('/purchase-orders/track?container=MSCU1234565');
    expect(links.profile('companyInfo')).toBe('/setting/profile?tab=companyInfo');
    expect(links.verifyEmail('t.1', 'ana+x@acme.test')).toBe('/verify-email?token=t.1&email=ana%2Bx%40acme.test');
    expect(links.resetPassword('t.1', 'ana@acme.test')).toBe('/reset-password?token=t.1&email=ana%40acme.test');
  });

  it('encodes what it is given, and leaves an empty query value out', () => {
    expect(links.editLoad('L 12/3')).toBe('/loads/editload/L%2012%2F3');
    expect(links.loadQuotes('a&b')).toBe('/quotes?load=a%26b');
    expect(links.carrierDetail('c/1')).toBe('/carrierdetail?id=c%2F1');
    expect(links.driverPage()).toBe('/orderPickup');
    expect(links.profile()).toBe('/setting/profile');
  });

  it('is where the older names of a link come from', () => {
    expect(confirmDatePath('r 1')).toBe(links.confirmDateChange('r 1'));
    expect(CHAT_PUSH.link).toBe(links.driverPage());
  });
});
