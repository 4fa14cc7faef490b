import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildQuestion, buildTopic } from '@/testing/content-builders';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildProfile, mockApi, pageOf, renderApp, unauthorized } from '@/testing/test-utils';

describe('Ask Me Anything in Filipino', () => {
  it('draws the topic, the form to ask and an answered question with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile({ bio: 'Gumuguhit ako.' }) } },
      'GET /v1/profile/questions/topic/maria': {
        body: { data: buildTopic({ title: 'Tanong tungkol sa pagguhit', description: 'Kahit ano.' }) },
      },
      'GET /v1/profile/maria/questions': pageOf([
        buildQuestion({ body: 'Saan ka madalas?', answer: 'Sa Intramuros', answered_at: '2026-11-01' }),
      ]),
    });
    renderApp('/maria/question-and-answer');
    expect(await screen.findByText('Sagot ni Maria Sketches')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Magtanong kay Maria Sketches ng kahit ano' }),
    ).toBeInTheDocument();
    const names = [
      'Maria',
      'Sketches',
      'Ana',
      'Intramuros',
      'Saan',
      'madalas',
      'Kahit',
      'pagguhit',
      'tungkol',
    ];
    expect(englishLeft(document.querySelector('main')!, names)).toEqual([]);
  });
});
