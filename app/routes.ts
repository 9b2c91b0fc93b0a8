// The route table (docs/product.md, "Routes"). Route modules stay thin (loader + composition of
// features).
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  // For search engines: resource routes (no page), before the public site's catch-all.
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  // The list page's live count and map points (resource routes, JSON), on its query string.
  route('properties/:kind/count', 'routes/public/search-count.ts'),
  route('properties/:kind/points', 'routes/public/search-points.ts'),

  // Public site: header, body, footer (except on list pages), WhatsApp button.
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    // /properties/sell, /rent, /both render the list; any other kind redirects to /both.
    route('properties/:kind', 'routes/public/properties.tsx'),
    // Landing pages: the list with a wilaya (and a type) in the path (decision 0043).
    route('properties/:kind/:wilaya/:type?', 'routes/public/landing.tsx'),
    route('properties/*', 'routes/public/properties-redirect.tsx', { id: 'properties-deep' }),
    route('properties', 'routes/public/properties-redirect.tsx', { id: 'properties-root' }),
    route('property/:id', 'routes/public/property.tsx'),
    route('ads/:id', 'routes/public/ad.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('contact-us', 'routes/public/contact.tsx'),
    // The owners' door (issue 36): the free estimate.
    route('estimate', 'routes/public/estimate.tsx'),
    route('entrust', 'routes/public/entrust.tsx'),
    // The owner's private report (decision 0070): a token link, never indexed.
    route('owner/:token', 'routes/public/owner-report.tsx'),
    // "Alert me" as a page: the list page's button before its script runs (decision 0017).
    route('alerts/new', 'routes/public/alert-new.tsx'),
    route('favorites', 'routes/public/favorites.tsx'),
    route('compare', 'routes/public/compare.tsx'),
    route('alerts/confirm/:token', 'routes/public/alert-link.tsx', { id: 'alert-confirm' }),
    route('alerts/unsubscribe/:token', 'routes/public/alert-link.tsx', { id: 'alert-unsubscribe' }),
    route('*', 'routes/public/not-found.tsx'),
  ]),

  // Back-office: always French, rendered in the browser, behind the login.
  ...prefix('cms', [
    route('login', 'routes/cms/login.tsx'),
    layout('routes/cms/layout.tsx', [
      index('routes/cms/index.tsx'),
      route('dashboard', 'routes/cms/dashboard.tsx'),
      route('properties', 'routes/cms/properties.tsx'),
      route('properties/import', 'routes/cms/property-import.tsx'),
      route('property/add', 'routes/cms/property-add.tsx'),
      route('property/:id', 'routes/cms/property-edit.tsx'),
      route('ads', 'routes/cms/ads.tsx'),
      route('ads/add', 'routes/cms/ad-add.tsx'),
      route('ads/:id', 'routes/cms/ad-edit.tsx'),
      route('static-images', 'routes/cms/static-images.tsx'),
      route('agents', 'routes/cms/agents.tsx'),
      route('messages', 'routes/cms/messages.tsx'),
      route('leads', 'routes/cms/leads.tsx'),
      route('visits', 'routes/cms/visits.tsx'),
      route('reference', 'routes/cms/reference.tsx'),
      route('settings', 'routes/cms/settings.tsx'),
      route('password', 'routes/cms/password.tsx'),
      route('audit', 'routes/cms/audit.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
