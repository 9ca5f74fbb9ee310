import { useEffect } from 'react';

/** Publishes schema.org JSON-LD in the document head while a page is shown. */
export function useStructuredData(data: object | null) {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    // The server wrote the first page's own into the HTML: this one takes its place, and a
    // page shown later must not keep another page's.
    document.head
      .querySelectorAll('script[type="application/ld+json"]')
      .forEach((written) => written.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}
