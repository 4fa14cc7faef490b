import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inFilipino } from '@/testing/filipino';
import { mockApi, renderApp } from '@/testing/test-utils';
import { FakeEventSource, giftFrom, withFakeEventSource } from './testing/fake-event-source';

withFakeEventSource();

const TOKEN = 'abcdefghijklmnopqrstuvwx';

describe('the overlay in Filipino', () => {
  it("names an anonymous giver in the creator's language on the stream", async () => {
    await inFilipino();
    mockApi({
      [`GET /v1/overlay/${TOKEN}`]: {
        body: {
          data: { page_name: 'Lea', page_url: 'lea', sound_enabled: false, paused: false, language: 'fil' },
        },
      },
    });
    renderApp(`/overlay/${TOKEN}`);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit(giftFrom('Anonymous'));
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('Hindi nagpakilala');
    expect(alert).not.toHaveTextContent('Anonymous');
  });
});
