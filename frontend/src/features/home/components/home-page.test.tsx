import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { render } from '@/test/render';

import { HomePage } from './home-page';

function renderHome() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <HomePage /> }])} />);
}

describe('the home page', () => {
  it('has the title, the two calls to action, the welcome and the contact sections', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Infinito 2025' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Now' })).toHaveAttribute('href', '/event/ins');
    expect(screen.getByRole('link', { name: 'CA Portal' })).toHaveAttribute('href', '/ca');
    expect(screen.getByRole('heading', { name: 'Welcome to Infinito' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    const map = screen.getByTitle(/^Map:/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?/);
  });

  it('plays the intro video muted once, then shows the still image', () => {
    renderHome();
    const video = screen.getByTestId<HTMLVideoElement>('intro-video');
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.loop).toBe(false);
    expect(video).toHaveAttribute('poster', '/media/intro-poster.webp');
    expect(video.getAttribute('preload')).toBe('metadata');

    fireEvent.ended(video);
    expect(screen.queryByTestId('intro-video')).not.toBeInTheDocument();
    expect(screen.getByTestId('intro-still')).toHaveAttribute('src', '/media/intro-poster.webp');
  });
});
