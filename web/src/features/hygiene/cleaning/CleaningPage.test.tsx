import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { BUSINESS_TIME_ZONE, presetRange } from '@bo/domain';
import { USERS, findShell, renderApp } from '../../../test/renderApp.tsx';
import { CleaningRecordsQuery } from './documents.ts';

const zone = { __typename: 'Zone' as const, id: 'z1', name: 'Cuisine' };
const photo = (id: string) => ({ __typename: 'Photo' as const, id, url: `/${id}.png` });
const listMock = (): MockLink.MockedResponse => ({
  request: {
    query: CleaningRecordsQuery,
    variables: { restaurantId: '12', ...presetRange('LAST_7_DAYS', BUSINESS_TIME_ZONE) },
  },
  result: {
    data: {
      restaurant: {
        __typename: 'Restaurant',
        id: '12',
        timeZone: BUSINESS_TIME_ZONE,
        employees: [],
        equipments: [],
        surfaces: [],
        cleaningRecords: [
          {
            __typename: 'CleaningRecord',
            id: '1',
            cleanedAt: '2026-03-05T21:00:00.000Z',
            notes: 'Dégraissé',
            history: [],
            voided: null,
            equipment: null,
            surface: { __typename: 'Surface', id: 's1', name: 'Plan de travail', zone },
            employee: null,
            photos: [photo('a'), photo('b')],
          },
        ],
      },
    },
  },
});

describe('the cleaning page', () => {
  it('lists the period with the surface and its zone; a row opens its photo gallery', async () => {
    const { events } = renderApp({
      path: '/hygiene/cleaning',
      user: USERS.EMPLOYEE,
      mocks: [listMock()],
    });
    await findShell();
    const row = (await screen.findByText('Plan de travail')).closest('tr')!;
    expect(row).toHaveTextContent('Cuisine');
    expect(row).toHaveTextContent('Dégraissé');
    expect(row).toHaveTextContent('2 photos');
    await events.click(row);
    const dialog = await screen.findByRole('dialog', { name: /Photos du nettoyage/ });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/a.png');
    await events.click(within(dialog).getByRole('button', { name: /suivante/i }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/b.png');
  });
});
