import { saveBlob } from './saveBlob';

describe('saveBlob', () => {
  const created: string[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    URL.createObjectURL = jest.fn(() => {
      created.push('blob:1');
      return 'blob:1';
    });
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it('clicks a download link named after the file, then releases the object URL', () => {
    const clicks: Array<{ href: string; download: string; inDocument: boolean }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
    saveBlob(new Blob(['a,b\n1,2'], { type: 'text/csv' }), 'orders.csv');
    expect(clicks).toEqual([{ href: 'blob:1', download: 'orders.csv', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
    click.mockRestore();
  });
});
