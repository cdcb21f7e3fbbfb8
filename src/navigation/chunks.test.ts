import { describe, expect, it } from 'vitest';
import { appChunksTemplateId, fetchAppChunks } from './chunks';

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
    links.forEach((link) => link.remove());
  });

  it('leaves a page without the list alone (the dev server serves none)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const head = document.head.innerHTML;
    fetchAppChunks();
    expect(document.head.innerHTML).toBe(head);
  });
});
