// The browser's first use of Intl loads its locale data, once for the whole tab: 60-120 ms
// in Chromium. Made here, the backend worker's first import (evaluated before its other
// code, as soon as index.html has started it), that cost leaves the page's thread, whose
// first screen formats numbers and dates as its code loads and as it draws.
new Intl.NumberFormat().format(1)
new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(0)
