import { EMPTY_SHA256, sha256Hex, signRequest } from './sigv4';

/**
 * AWS's own published vectors: the Signature Version 4 test suite (get-vanilla, post-vanilla,
 * get-vanilla-query-order-key-case; credentials AKIDEXAMPLE, 2015-08-30T12:36:00Z, us-east-1, service "service") and
 * the Amazon S3 API reference's "Signature Calculations for the Authorization Header: Transferring Payload in a Single
 * Chunk" examples (GET Object with a Range, PUT Object with a key that needs encoding).
 */
const SUITE = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const SUITE_AT = new Date('2015-08-30T12:36:00Z');
const S3_DOC = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const S3_DOC_AT = new Date('2013-05-24T00:00:00Z');

describe('SigV4 signing (providers/storage/sigv4.ts)', () => {
  const suite = (method: string, url: string) => signRequest({ method, url, region: 'us-east-1', service: 'service', credentials: SUITE, now: SUITE_AT });

  it('get-vanilla', () => {
    const signed = suite('GET', 'https://example.amazonaws.com/');
    expect(signed.headers['x-amz-date']).toBe('20150830T123600Z');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
    expect(signed.headers['x-amz-content-sha256']).toBeUndefined();
  });

  it('post-vanilla', () => {
    expect(suite('POST', 'https://example.amazonaws.com/').signature).toBe('5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b');
  });

  it('get-vanilla-query-order-key-case: the query is sorted', () => {
    expect(suite('GET', 'https://example.amazonaws.com/?Param2=value2&Param1=value1').signature).toBe(
      'b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500',
    );
  });

  it("S3's GET Object example (a signed Range header and x-amz-content-sha256)", () => {
    const signed = signRequest({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { Range: 'bytes=0-9' },
      region: 'us-east-1',
      service: 's3',
      credentials: S3_DOC,
      now: S3_DOC_AT,
    });
    expect(signed.headers['x-amz-content-sha256']).toBe(EMPTY_SHA256);
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("S3's PUT Object example (a key with '$', the body's hash)", () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signRequest({
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash,
      region: 'us-east-1',
      service: 's3',
      credentials: S3_DOC,
      now: S3_DOC_AT,
    });
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/test%24file.text');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});
