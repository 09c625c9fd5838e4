import { act, screen } from '@testing-library/react';
import { combineReducers } from '@reduxjs/toolkit';
import { ApiError } from '@freight/api-client';
import type { ProofOfDelivery } from '@freight/contracts';
import { defineFeature } from '@freight/store';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { resources } from '../resources';
import { ProofOfDeliveryPanel } from './ProofOfDeliveryPanel';

// The unit under test is the panel; the API is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('proofOfDelivery'));
const api = mockedApi('proofOfDelivery');

const feature = defineFeature({ key: 'publicPages', reducer: combineReducers({ resources: resources.reducer }) as never, saga: resources.saga });
const LOAD = '3f1c2a9e-0000-4000-8000-000000000001';
const PROOF: ProofOfDelivery = {
  _id: 'p1',
  loadId: LOAD,
  receiverName: 'Rosa Receiver',
  signedAt: '2026-11-23T15:30:00.000Z',
  note: 'Dock 4',
  lat: 32.78,
  lng: -96.8,
  signatureUrl: '/v1/api/load-manager/proof-of-delivery-file/p1',
  photos: [{ _id: 'f1', url: '/v1/api/load-manager/proof-of-delivery-file/f1', contentType: 'image/jpeg' }],
};

async function render() {
  const view = await renderWithProviders(<ProofOfDeliveryPanel loadId={LOAD} />, { features: [feature], areas: { 'public-pages': { en, sp, fr } } });
  await act(view.waitForSagas);
  return view;
}

beforeEach(() => jest.clearAllMocks());

describe('ProofOfDeliveryPanel', () => {
  it('shows the receiver, the time, the note, the signature and the photos', async () => {
    api.proofOfDelivery.get!.mockImplementation(() => Promise.resolve({ status: true, message: 'ok', data: PROOF }));
    await render();
    expect(api.proofOfDelivery.get).toHaveBeenCalledWith(LOAD, expect.objectContaining({ quietErrors: true }));
    expect(screen.getByRole('heading', { name: 'Proof of delivery' })).toBeInTheDocument();
    expect(screen.getByTestId('pod-receiver')).toHaveTextContent('Rosa Receiver');
    expect(screen.getByText('Dock 4')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature of Rosa Receiver' })).toHaveAttribute('src', PROOF.signatureUrl);
    expect(screen.getByRole('img', { name: 'Delivery photo 1' })).toHaveAttribute('src', PROOF.photos[0]!.url);
  });

  it('says when there is no proof yet (404)', async () => {
    api.proofOfDelivery.get!.mockImplementation(() => Promise.reject(new ApiError('notFound', 404, undefined, 'Proof of delivery not found')));
    await render();
    expect(screen.getByText('No proof of delivery yet.')).toBeInTheDocument();
  });
});
