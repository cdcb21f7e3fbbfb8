/// <reference types="vite/client" />

/** A document's front matter alone (scripts/build/documents.ts). */
declare module '*.mdx?frontmatter' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot `import` a relative path
  const frontmatter: import('./site/pages').ReadFrontmatter;
  export default frontmatter;
}
