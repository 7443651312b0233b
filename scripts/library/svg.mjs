// The frame every library picture shares: a viewBox, a <title> for screen readers and search engines,
// and role="img" so an <img> or an inline copy is announced by its title.
export function svg(title, body, width = 128, height = 128) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">
<title>${title}</title>
${body.trim()}
</svg>
`;
}
