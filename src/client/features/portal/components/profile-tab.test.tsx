// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AttorneyPortalProfile } from '../../../../shared/schemas/consultations';
import { queryClient } from '../../../lib/query-client';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderInLanguage } from '../../../test/render';
import { ProfileTab } from './profile-tab';
import { profileDraftOf, profileUpdate } from './use-profile-edit';

const profile: AttorneyPortalProfile = {
  email: 'maria@example.com',
  firstName: 'Maria',
  lastName: 'Garcia',
  attorneySpecialties: ['Family Law'],
  attorneyEducation: 'UNM School of Law',
  attorneyBio: 'Family lawyer in Albuquerque.',
  attorneyHourlyRate: 150,
  attorneyResponseTime: '< 15 min',
  attorneyAvailable: true,
  attorneyRating: 4.8,
  attorneyTotalSessions: 12,
  attorneyLicenseNumber: '123456',
  attorneyBarAdmissions: ['NM'],
  attorneyStatus: 'approved',
};

describe('the profile update', () => {
  it('sends the draft, an emptied bio as none', () => {
    const result = profileUpdate({ ...profileDraftOf(profile), bio: '  ', rate: '175.5', available: false });
    expect(result).toEqual({
      ok: true,
      body: {
        attorneyBio: null,
        attorneyHourlyRate: 175.5,
        attorneyResponseTime: '< 15 min',
        attorneyAvailable: false,
      },
    });
  });

  it('refuses an empty, too low or too high rate, naming the rate', () => {
    for (const rate of ['', '10', '100001', 'abc']) {
      expect(profileUpdate({ ...profileDraftOf(profile), rate }), rate).toEqual({
        ok: false,
        rateError: true,
      });
    }
  });
});

describe('the profile tab', () => {
  const draw = () =>
    renderInLanguage(
      <QueryClientProvider client={queryClient}>
        <ProfileTab profile={profile} />
      </QueryClientProvider>,
      'en',
      ['portal', 'attorneys'],
    );

  it('marks the rate and sends nothing when it is out of range', async () => {
    const requests = fakeFetch(() => undefined);
    await draw();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const rate = screen.getByLabelText('Hourly Rate (USD)');
    await user.clear(rate);
    await user.type(rate, '20');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter an hourly rate from $50 to $100,000.')).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('saves a valid change and goes back to the read view', async () => {
    const requests = fakeFetch(({ method, body }) =>
      method === 'PUT' || method === 'PATCH' ? { body: { ...profile, ...(body as object) } } : undefined,
    );
    await draw();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const rate = screen.getByLabelText('Hourly Rate (USD)');
    await user.clear(rate);
    await user.type(rate, '200');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByTestId('profile-read')).toBeTruthy();
    expect(requests[0]?.body).toMatchObject({ attorneyHourlyRate: 200 });
  });
});
