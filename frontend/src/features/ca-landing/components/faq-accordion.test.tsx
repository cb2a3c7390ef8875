import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { render } from '@/test/render';

import { FAQ } from '../data';
import { FaqAccordion } from './faq-accordion';

describe('the CA FAQ accordion', () => {
  it('has the six questions, all closed at first', () => {
    render(<FaqAccordion entries={FAQ.entries} />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(6);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={FAQ.entries} />);
    const [first, second] = FAQ.entries;
    if (!first || !second) throw new Error('FAQ entries missing');
    const q1 = screen.getByRole('button', { name: first.question });
    const q2 = screen.getByRole('button', { name: second.question });

    await user.click(q1);
    expect(q1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first.question })).toHaveTextContent(first.answer);

    await user.click(q2);
    expect(q2).toHaveAttribute('aria-expanded', 'true');
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent(second.answer);

    await user.click(q2);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={FAQ.entries} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button')[1]).toHaveAttribute('aria-expanded', 'true');
  });

  it('answers whom to contact with two phone numbers', () => {
    const last = FAQ.entries[5];
    expect(last?.answer.match(/\+91 \d{5} \d{5}/g)).toHaveLength(2);
  });
});
