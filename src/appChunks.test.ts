import { describe, expect, it } from 'vitest';
import { appChunksTemplateId, fetchAppChunks, fetchRouteChunks, routeChunksAttribute } from './appChunks';

describe('fetchAppChunks', () => {
  it("moves the page's inert preload links into the head, where the browser fetches them", () => {
    document.body.innerHTML = `<div id="root"></div><template id="${appChunksTemplateId}"><link rel="modulepreload" href="/assets/client-1.js"><link rel="modulepreload" href="/assets/hydrate-1.js"></template>`;
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

    fetchAppChunks();

    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/client-1.js',
      '/assets/hydrate-1.js',
    ]);
    expect(document.getElementById(appChunksTemplateId)).toBeNull();
    // A second call (there is none, but) finds nothing left to move.
    fetchAppChunks();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
    links.forEach((link) => link.remove());
  });

  it('leaves a page without the list alone (the dev server serves none)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const head = document.head.innerHTML;
    fetchAppChunks();
    expect(document.head.innerHTML).toBe(head);
  });
});

describe('fetchRouteChunks', () => {
  it('moves only the chunks of the route being visited into the head', () => {
    document.body.innerHTML = ['/terms', '/privacy']
      .map(
        (path) =>
          `<template ${routeChunksAttribute}="${path}"><link rel="modulepreload" href="/assets${path}-1.js"></template>`,
      )
      .join('');

    fetchRouteChunks('/terms');
    fetchRouteChunks('/no-such-page');

    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/terms-1.js']);
    expect(document.querySelectorAll('template')).toHaveLength(1);
    links.forEach((link) => link.remove());
  });
});
