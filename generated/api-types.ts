// Generated from /api/openapi.json by `npm run generate:api-types` (openapi-typescript).
// Do not edit: change the routes' zod schemas and generate again.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every option list of the filter panel
         * @description Items are { id (a string), name (in locale), name_fr, name_en, name_ar }; documents also carry their category, and document_categories names the groups.
         */
        get: operations["getPropertiesFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/wilaya": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Available properties per wilaya (explore by city)
         * @description Wilayas with at least one available property (visible, not sold or rented), the busiest first. Each count equals the total of GET /api/properties for that wilaya and the open statuses.
         */
        get: operations["getPropertiesWilaya"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/communes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The names of given communes
         * @description Each commune of `ids` once, in the order asked: { id, wilaya, name (in locale; English uses the French name), name_fr, name_ar }. 400 for an id that is not a commune number (1-1541) or for more than 50 ids.
         */
        get: operations["getPlacesCommunes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggestions for what is being typed in the search box
         * @description The typed words read as a search (types, transaction, places, prices, rooms...), and the wilayas and communes the last words begin, each with its count of visible listings and the list page that shows them. At most 8, the typed search first.
         */
        get: operations["getSuggest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a search and send the confirmation e-mail (double opt-in)
         * @description `query` is the list page's query string (its own keys), `kind` the page (sell, rent, both), `frequency` instant or daily. Nothing is sent before the address confirms. 5 a minute per client, 5 a day per address; 503 when e-mail is not configured or the confirmation cannot be sent.
         */
        post: operations["postSavedSearches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a saved search (the link of the confirmation e-mail) */
        post: operations["postSavedSearchesConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a saved search (the unsubscribe link of every alert); no login */
        post: operations["postSavedSearchesUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/by-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cards of given properties (favourites, recently viewed)
         * @description Visible properties only, in the order of `ids` (at most 100); unknown or hidden ids are left out, so `total` may be smaller than the number asked.
         */
        get: operations["getPropertiesByIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/price-context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price per m² against the median of the same type in the same wilaya
         * @description The median price per m² of the other visible properties sharing its first type and its wilaya; `available` is false below 5 comparables.
         */
        get: operations["getPropertiesByIdPriceContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a favourite added or removed (anonymous)
         * @description Favourites live in the visitor's browser; this only keeps the count per property for the back-office. `add` needs a visible property. Limited to 30 a minute per client.
         */
        post: operations["postPropertiesByIdFavorite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search visible properties
         * @description Filters combine with AND; the ids of one list match ANY. Answers one page of list cards and the total number of matches.
         */
        get: operations["getProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Up to 6 properties like a given one
         * @description Same type and status, shown price within 30%, the same wilaya first, then the nearest; when fewer than 6, wider circles: the same type and status in the same wilaya at any price, the same status within the same budget, then the newest. Never the property itself; empty only when no other listing is visible.
         */
        get: operations["getPropertiesSimilar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A visible property, for its page
         * @description Everything but the seller's contacts (see POST /properties/{id}/mobile).
         */
        get: operations["getPropertiesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal the seller's phone, WhatsApp and e-mail
         * @description Counts the reveal for the dashboard. Limited to 30 a minute per client.
         */
        post: operations["postPropertiesByIdMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a tap on the property page (call, WhatsApp, share)
         * @description For the listing's performance in the back-office: anonymous, once per visitor and day, robots never counted. Made for `navigator.sendBeacon`: the JSON body may come as text/plain (what a beacon of a string sends); nothing to read back, 204 whether counted or not. Limited to 60 a minute per client.
         */
        post: operations["postPropertiesByIdEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Banner properties (home page)
         * @description Visible properties flagged isBanner. The same salt always gives the same order, so pages neither repeat nor skip items; without a salt, the newest first.
         */
        get: operations["getBanner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A visible advertiser's page */
        get: operations["getAdsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/genInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agency's office location and contact details
         * @description The address is given in the requested locale and in each language.
         */
        get: operations["getGenInfo"];
        put?: never;
        /** Set the agency's office position and contact details (superadmin) */
        post: operations["postGenInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/sendContactUsEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the agency
         * @description full_name, object and message are required, and an e-mail address or a phone number (at least one, valid). Limited to 5 messages a minute per client.
         */
        post: operations["postEmailSendContactUsEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an enquiry about a listing (or the agency, without property_id)
         * @description full_name and message are required, and an e-mail address or a phone number (at least one, valid). preferred_channel: phone, whatsapp or email. An unknown property_id is a 404. Limited to 5 enquiries a minute per client.
         */
        post: operations["postLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feed.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listings feed for portals (JSON)
         * @description Visible properties, 1000 a page, most recently changed first (page=2…; `next` gives the next page). Titles, descriptions, addresses and reference names in fr, ar and en; price in integer dinars (promo_price while a promotion runs); photos as absolute addresses; url is the canonical page. Seller contacts are not included.
         */
        get: operations["getFeedJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listings feed for portals (XML)
         * @description Visible properties, 1000 a page, most recently changed first (page=2…; `next` gives the next page). Titles, descriptions, addresses and reference names in fr, ar and en; price in integer dinars (promo_price while a promotion runs); photos as absolute addresses; url is the canonical page. Seller contacts are not included. The XML carries the JSON feed's fields as elements, texts with a lang attribute.
         */
        get: operations["getFeedXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to visit a property: up to three proposed start times
         * @description full_name and an Algerian phone_number are required, email optional (the confirmation with its calendar file is sent there). Each slot is an ISO date-time with its offset; a visit lasts 45 minutes and must fit the opening hours (Algiers time), start at least 12 hours and at most 60 days ahead. A refused slot answers 400 with its code (visit.slot_in_past, visit.slot_too_soon, visit.slot_too_far, visit.slot_outside_hours, visit.slot_duplicate) and `field` slots.N; the message names every slot at fault. Limited to 5 requests a minute per client.
         */
        post: operations["postVisits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estimate a property's price from comparable listings
         * @description Comparables are the visible listings of the same kind (sold and rented ones included, at their last price; promotional prices never count) and type with a known price per m², taken from the commune, else the wilaya, else the wilaya and its 4 nearest neighbours: the first with at least 5 of them. `low` and `high` are the first and third quartiles. Below 5 comparables `available` is false and no figure is given. Prices in DZD; a rent is monthly.
         */
        get: operations["getEstimate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner-leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entrust a property to the agency (multipart, with up to 10 photos)
         * @description multipart/form-data. Fields: full_name, phone_number (required), email, kind (sell or rent), type (a property type id), wilaya (1-58), commune, address, living_area, land_area, rooms, asking_price (DZD), message, locale, website (leave empty). Files: up to 10 photos (any field name; JPEG, PNG, WebP, AVIF or HEIC, 15 MB each). A bad field or photo refuses the whole request and keeps nothing. The owner receives an acknowledgement in their language when they give an e-mail and mail is configured. Limited to 5 requests a minute per client.
         */
        post: operations["postOwnerLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner-report/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The owner's report of their listing (the private link's figures)
         * @description Per Monday-based week (Algiers time) since publication, newest first and at most 52: views, phone and WhatsApp taps, enquiries, visit requests and visits done, the listing's statistics' own figures; the listing's price per m² against the estimate's comparables (itself left out); the agency's next steps. No buyer data. 404 `owner_report.not_found` for an unknown or revoked link. 30 requests a minute per client.
         */
        get: operations["getOwnerReportByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with a username and password; answers a bearer token */
        post: operations["postAdminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in agent */
        get: operations["getAdminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change my own password (any agent)
         * @description The current password is checked under the login limits (a wrong one counts as a failed login: 400 auth.wrong_current_password, then 429 with Retry-After); the new one must pass the strength rule (400 agent.weak_password, French reason). The account's other sessions end: the answer carries this session's new token.
         */
        put: operations["putAdminMePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the back-office accounts (superadmin) */
        get: operations["getAdminAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/agent/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a back-office account (superadmin) */
        post: operations["postAdminAgentRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/agent/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an account's password, type and/or e-mail (superadmin)
         * @description A new password ends the sessions opened with the old one.
         */
        patch: operations["patchAdminAgentByIdUpdate"];
        trace?: never;
    };
    "/api/admin/agent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a back-office account (superadmin; never the last superadmin) */
        delete: operations["deleteAdminAgentById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search every property (hidden ones included), with the flag filters */
        get: operations["getAdminProperty"];
        put?: never;
        /**
         * Create a property
         * @description Trilingual name required; empty seller_email is stored as null; afterpromo_price and promotion_end_date only when non-empty; id lists as numbers or numeric strings; wilaya names filled from wilaya_id when not given. agent_id: the user responsible (an agent creating one is assigned by default; only a superadmin names another).
         */
        post: operations["postAdminProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One property, every field */
        get: operations["getAdminPropertyById"];
        put?: never;
        post?: never;
        /** Delete a property and its images nothing else uses (superadmin) */
        delete: operations["deleteAdminPropertyById"];
        options?: never;
        head?: never;
        /**
         * Update a property (only the fields given)
         * @description null clears an optional value; "" leaves afterpromo_price unchanged. An agent changes their own and unassigned properties only (403 otherwise).
         */
        patch: operations["patchAdminPropertyById"];
        trace?: never;
    };
    "/api/admin/property/{id}/toggle/{field}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Flip isBanner, isANePasManquer, isVisible, isSelected or ispromo */
        patch: operations["patchAdminPropertyByIdToggleByField"];
        trace?: never;
    };
    "/api/admin/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the ads, hidden ones included (superadmin) */
        get: operations["getAdminAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ad, every field (superadmin) */
        get: operations["getAdminAdsById"];
        put?: never;
        post?: never;
        /** Delete an ad and its images nothing else uses (superadmin) */
        delete: operations["deleteAdminAdsById"];
        options?: never;
        head?: never;
        /** Update an ad, only the fields given (superadmin) */
        patch: operations["patchAdminAdsById"];
        trace?: never;
    };
    "/api/admin/ad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an ad (superadmin) */
        post: operations["postAdminAd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ads/{id}/toggle/{field}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Flip isVisible or isLinkOnly (superadmin) */
        patch: operations["patchAdminAdsByIdToggleByField"];
        trace?: never;
    };
    "/api/admin/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload images (JPEG, PNG, WebP, AVIF, HEIC; 15 MB each)
         * @description multipart/form-data, any field name. Each file comes back with status ok (and its path), too_big or invalid; at most 20 files per request.
         */
        post: operations["postAdminUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/upload/static": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a named site image (hero, about, logo…), replacing the previous one (superadmin)
         * @description multipart/form-data with one image file, 15 MB at most (413 above).
         */
        post: operations["postAdminUploadStatic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stored images, newest first (kind=static for the named site images) */
        get: operations["getAdminMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a stored image that no property or ad uses (superadmin) */
        delete: operations["deleteAdminMediaById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard figures: catalogue, ads, agents, messages, last 30 days */
        get: operations["getAdminStat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stat/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Most favourited properties and e-mail alert counts */
        get: operations["getAdminStatFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact messages, newest first (unread=true for the unread ones) */
        get: operations["getAdminMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a message read (or unread with { "read": false }) */
        patch: operations["patchAdminMessagesByIdRead"];
        trace?: never;
    };
    "/api/admin/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a message */
        delete: operations["deleteAdminMessagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reference/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The items of an option list, with how many properties use each */
        get: operations["getAdminReferenceByList"];
        put?: never;
        /** Add an item: names in fr, en and ar, category for associated_documents (superadmin) */
        post: operations["postAdminReferenceByList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reference/{list}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an item; its id is removed from every property (superadmin) */
        delete: operations["deleteAdminReferenceByListById"];
        options?: never;
        head?: never;
        /** Rename or reorder an item (superadmin) */
        patch: operations["patchAdminReferenceByListById"];
        trace?: never;
    };
    "/api/admin/property/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a property verified (documents checked by the logged-in staff member)
         * @description { "verified": false } removes the mark.
         */
        patch: operations["patchAdminPropertyByIdVerify"];
        trace?: never;
    };
    "/api/admin/property/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a listing is still current
         * @description Touches updated_at (the listing is no longer stale); a listing the stale job unpublished is published again.
         */
        post: operations["postAdminPropertyByIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/{id}/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Possible duplicates of a property
         * @description Visible properties of the same type within 150 m and a base price within 10%, or with the same first image (perceptual hash). A warning: nothing is blocked.
         */
        get: operations["getAdminPropertyByIdDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads, newest first, filtered (an agent: theirs and the unassigned ones) */
        get: operations["getAdminLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One lead with its notes (403 for an agent when it is another agent's) */
        get: operations["getAdminLeadsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the status of a lead, or (superadmin) its agent; null unassigns
         * @description The first status change (or note) sets first_response_at. An agent handling an unassigned lead takes it; sending agent_id is the superadmin’s (403 otherwise). A change of status or agent is an audit-log entry (entity lead).
         */
        patch: operations["patchAdminLeadsById"];
        trace?: never;
    };
    "/api/admin/leads/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a note to a lead (its author and time are kept; an audit-log entry too) */
        post: operations["postAdminLeadsByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leads/{id}/draft-listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a hidden draft listing from an owner lead (its fields and photos)
         * @description The lead’s type, kind, place, areas, rooms, asking price and photos are copied into a new hidden property assigned to the lead’s agent; the lead then points at it. 400 lead.not_owner for a buyer lead, 409 lead.has_listing when it already has one. Audit-log entries for the property (create) and the lead.
         */
        post: operations["postAdminLeadsByIdDraftListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leads/{id}/report-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the owner's private report link (/owner/{token}) of a published lead
         * @description A new token (192 random bits); a link still active is replaced and stops working. Made by itself when the lead becomes published with its listing visible. 400 lead.not_owner for a buyer lead, 409 lead.not_published before publication. An audit-log entry says a link was made, never the token.
         */
        post: operations["postAdminLeadsByIdReportLink"];
        /**
         * Revoke the owner's report link: it answers 404 from now on
         * @description Nothing to do when there is none. An audit-log entry when one is revoked.
         */
        delete: operations["deleteAdminLeadsByIdReportLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stat/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leads: median first response, per week, conversion from views by type and wilaya; owners’ mandates ending within 30 days */
        get: operations["getAdminStatLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who changed what in the back-office, newest first (superadmin)
         * @description Changes of properties, ads, agents, settings, reference lists and site images with their field-level before/after, logins and failed logins (never a password). Filters: actor_id, entity, entity_id, action, from/to days (included).
         */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the properties the list filters select, as CSV or XLSX
         * @description Takes the filters of GET /api/admin/property (order and page are ignored: rows come in id order, all of them). Columns: every field, in three languages, reference lists and the wilaya by their French names, photos as absolute URLs separated by " | ". Streamed; the file name carries the day (biens-YYYY-MM-DD.csv).
         */
        get: operations["getAdminPropertyExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file to fill for an import (CSV or XLSX)
         * @description The export's columns, a row of notes in French and an example row; both start with "#" in their first cell, so the import skips them.
         */
        get: operations["getAdminPropertyImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an import file and keep its preview (superadmin); writes no property
         * @description multipart/form-data with one CSV or XLSX file (the template's columns; at most 50 MB, 413 above, and 100000 rows; read as a stream). A row with an empty id creates a property, a row with an id updates it. Answers what each row will do and every error in French with its row and column; the preview waits 60 minutes for POST /property/import/{id}/confirm.
         */
        post: operations["postAdminPropertyImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/import/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a checked import, all or nothing (superadmin)
         * @description Refused when the preview has errors (409), was already confirmed (409), expired (410) or was made by another account (403). Photo URLs are fetched from the hosts allowed in the settings; the others are answered in images_set_aside.
         */
        post: operations["postAdminPropertyImportByIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/import/image-hosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hosts an import may fetch photos from (superadmin) */
        get: operations["getAdminPropertyImportImageHosts"];
        /**
         * Set the hosts an import may fetch photos from (superadmin); empty: none
         * @description Exact host names (photos.agence.dz), at most 20. Photo URLs on other hosts are never fetched: the import reports them instead.
         */
        put: operations["putAdminPropertyImportImageHosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A property's views, reveals, taps, shares and favourites per day
         * @description Every day of the period (Algiers days) with its counts, zeros included, and the totals. Default: the last 30 days up to today; at most 366 days. Hidden properties too.
         */
        get: operations["getAdminPropertyByIdStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visit requests, newest first (filters: status, property_id, date) */
        get: operations["getAdminVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One visit request; slot_taken marks the slots the caller is already booked on */
        get: operations["getAdminVisitsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Decline a request, or cancel a request or a confirmed visit
         * @description The visitor (when they gave an e-mail) is told in their language and in French; the outcome is decision_email_status.
         */
        patch: operations["patchAdminVisitsById"];
        trace?: never;
    };
    "/api/admin/visits/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm one proposed slot; the caller becomes the visit agent
         * @description 409 visit.slot_taken when the caller already has a confirmed visit overlapping the slot; 409 visit.already_decided when the request is no longer open. The visitor is e-mailed the date, the address and an .ics file when SMTP is set. The visit’s lead moves to visit_planned unless it is further on (offer, won, lost).
         */
        post: operations["postAdminVisitsByIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A stable code; screens translate it, the message may be reworded.
         *
         *     - `auth.required`: No bearer token was sent
         *     - `auth.invalid_credentials`: Wrong username or password
         *     - `auth.session_expired`: The token expired, is invalid or was revoked: log in again
         *     - `auth.throttled`: Too many failed logins: wait before trying again (see Retry-After)
         *     - `auth.forbidden`: The agent may not do this (superadmin only)
         *     - `auth.wrong_current_password`: The current password given to change it is not the right one
         *     - `validation.required`: A required field or parameter is missing or empty (`field` names it)
         *     - `validation.too_small`: A number, text or list is below its minimum (`field` names it)
         *     - `validation.too_big`: A number, text or list is above its maximum (`field` names it)
         *     - `validation.invalid_format`: A text is not in the expected format: e-mail, address, date… (`field`)
         *     - `validation.invalid`: A field or parameter has an invalid value (`field` names it)
         *     - `request.malformed`: The body cannot be read: broken JSON or multipart, NUL character…
         *     - `request.invalid_host`: The Host header is not one this server answers for
         *     - `request.too_large`: The body is larger than the server accepts
         *     - `request.unsupported_media_type`: The Content-Type is not one the route accepts
         *     - `request.url_too_long`: A path parameter is longer than the server accepts
         *     - `request.throttled`: Too many requests from this client: wait (see Retry-After)
         *     - `request.route_not_found`: No route has this method and path
         *     - `request.method_not_allowed`: The path exists under other methods, listed in Allow
         *     - `property.not_found`: No visible property (public) or no property (admin) has this id
         *     - `property.promo_price_too_high`: The promotional price is not below the base price
         *     - `ad.not_found`: No ad has this id, or it is hidden (public)
         *     - `ad.link_required`: A link-only ad needs its urlLink
         *     - `location.incomplete`: Latitude and longitude must be given together
         *     - `agent.not_found`: No agent has this id
         *     - `agent.username_taken`: Another agent already has this username
         *     - `agent.weak_password`: The password is too weak
         *     - `agent.last_superadmin`: The last superadmin can be neither demoted nor deleted
         *     - `agent.self_delete`: An agent cannot delete their own account
         *     - `message.not_found`: No contact message has this id
         *     - `reference.not_found`: No item of this reference list has this id
         *     - `reference.unknown_id`: A property field names an id its reference list does not hold
         *     - `reference.category_required`: An associated document needs its category
         *     - `reference.duplicate_name`: Another item of the list has the same name in this language (case, spaces, accents aside)
         *     - `image.not_found`: No image has this id or path
         *     - `image.unknown`: An image path is not one the upload returned
         *     - `image.in_use`: The image is still shown by a property or an ad
         *     - `image.unreadable`: The file is not a readable image
         *     - `image.too_large`: The image is larger than the upload limit
         *     - `upload.no_file`: The multipart body holds no file
         *     - `upload.not_multipart`: The upload is not a multipart/form-data body
         *     - `upload.too_many_files`: More files than one upload takes
         *     - `upload.bad_file_name`: A file name holds a control character
         *     - `general_info.not_set`: The agency information is not set yet
         *     - `alert.unknown_link`: The link matches no alert
         *     - `alert.daily_limit`: Too many alerts for this address today
         *     - `alert.mail_unavailable`: E-mail alerts are not available, or the e-mail could not be sent
         *     - `lead.not_found`: No lead has this id, or the agent may not see it
         *     - `lead.not_owner`: The action is for owner leads only (mandate, draft listing)
         *     - `lead.has_listing`: The owner lead already has its listing
         *     - `lead.not_published`: The owner lead is not published with its listing yet: no report link (decision 0070)
         *     - `owner_report.not_found`: No owner report has this link, or it was revoked
         *     - `visit.not_found`: No visit request has this id
         *     - `visit.slot_in_past`: A proposed visit slot is in the past (`field` names it)
         *     - `visit.slot_too_soon`: A proposed visit slot is less than 12 hours ahead (`field`)
         *     - `visit.slot_too_far`: A proposed visit slot is more than 60 days ahead (`field`)
         *     - `visit.slot_outside_hours`: A proposed visit slot is outside the agency's opening hours (`field`)
         *     - `visit.slot_duplicate`: The same visit slot is proposed twice (`field`)
         *     - `visit.unknown_slot`: The slot to confirm is not one the visitor proposed
         *     - `visit.already_decided`: The visit request was already confirmed, declined or cancelled
         *     - `visit.slot_taken`: The agent already has a confirmed visit overlapping this slot
         *     - `server.internal`: Unexpected server error; nothing of it is shown
         *     - `import.unreadable_file`: The file is neither a CSV text nor an XLSX workbook that can be read
         *     - `import.missing_columns`: The first row lacks the columns an import needs (name_fr, base_price…)
         *     - `import.empty`: The file holds no data row
         *     - `import.too_many_rows`: The file holds more rows than one import takes
         *     - `import.too_large`: The file is larger than one import takes (split it)
         *     - `import.not_found`: No import preview has this id
         *     - `import.not_owner`: The import preview was made by another account
         *     - `import.expired`: The import preview expired: send the file again
         *     - `import.already_confirmed`: The import preview was already confirmed
         *     - `import.has_errors`: The import preview has rows with errors: correct the file and send it again
         *     - `import.stale`: The catalogue changed since the preview (a property to update is gone)
         * @enum {string}
         */
        ErrorCodeInput: "auth.required" | "auth.invalid_credentials" | "auth.session_expired" | "auth.throttled" | "auth.forbidden" | "auth.wrong_current_password" | "validation.required" | "validation.too_small" | "validation.too_big" | "validation.invalid_format" | "validation.invalid" | "request.malformed" | "request.invalid_host" | "request.too_large" | "request.unsupported_media_type" | "request.url_too_long" | "request.throttled" | "request.route_not_found" | "request.method_not_allowed" | "property.not_found" | "property.promo_price_too_high" | "ad.not_found" | "ad.link_required" | "location.incomplete" | "agent.not_found" | "agent.username_taken" | "agent.weak_password" | "agent.last_superadmin" | "agent.self_delete" | "message.not_found" | "reference.not_found" | "reference.unknown_id" | "reference.category_required" | "reference.duplicate_name" | "image.not_found" | "image.unknown" | "image.in_use" | "image.unreadable" | "image.too_large" | "upload.no_file" | "upload.not_multipart" | "upload.too_many_files" | "upload.bad_file_name" | "general_info.not_set" | "alert.unknown_link" | "alert.daily_limit" | "alert.mail_unavailable" | "lead.not_found" | "lead.not_owner" | "lead.has_listing" | "lead.not_published" | "owner_report.not_found" | "visit.not_found" | "visit.slot_in_past" | "visit.slot_too_soon" | "visit.slot_too_far" | "visit.slot_outside_hours" | "visit.slot_duplicate" | "visit.unknown_slot" | "visit.already_decided" | "visit.slot_taken" | "server.internal" | "import.unreadable_file" | "import.missing_columns" | "import.empty" | "import.too_many_rows" | "import.too_large" | "import.not_found" | "import.not_owner" | "import.expired" | "import.already_confirmed" | "import.has_errors" | "import.stale";
        /**
         * @description A stable code; screens translate it, the message may be reworded.
         *
         *     - `auth.required`: No bearer token was sent
         *     - `auth.invalid_credentials`: Wrong username or password
         *     - `auth.session_expired`: The token expired, is invalid or was revoked: log in again
         *     - `auth.throttled`: Too many failed logins: wait before trying again (see Retry-After)
         *     - `auth.forbidden`: The agent may not do this (superadmin only)
         *     - `auth.wrong_current_password`: The current password given to change it is not the right one
         *     - `validation.required`: A required field or parameter is missing or empty (`field` names it)
         *     - `validation.too_small`: A number, text or list is below its minimum (`field` names it)
         *     - `validation.too_big`: A number, text or list is above its maximum (`field` names it)
         *     - `validation.invalid_format`: A text is not in the expected format: e-mail, address, date… (`field`)
         *     - `validation.invalid`: A field or parameter has an invalid value (`field` names it)
         *     - `request.malformed`: The body cannot be read: broken JSON or multipart, NUL character…
         *     - `request.invalid_host`: The Host header is not one this server answers for
         *     - `request.too_large`: The body is larger than the server accepts
         *     - `request.unsupported_media_type`: The Content-Type is not one the route accepts
         *     - `request.url_too_long`: A path parameter is longer than the server accepts
         *     - `request.throttled`: Too many requests from this client: wait (see Retry-After)
         *     - `request.route_not_found`: No route has this method and path
         *     - `request.method_not_allowed`: The path exists under other methods, listed in Allow
         *     - `property.not_found`: No visible property (public) or no property (admin) has this id
         *     - `property.promo_price_too_high`: The promotional price is not below the base price
         *     - `ad.not_found`: No ad has this id, or it is hidden (public)
         *     - `ad.link_required`: A link-only ad needs its urlLink
         *     - `location.incomplete`: Latitude and longitude must be given together
         *     - `agent.not_found`: No agent has this id
         *     - `agent.username_taken`: Another agent already has this username
         *     - `agent.weak_password`: The password is too weak
         *     - `agent.last_superadmin`: The last superadmin can be neither demoted nor deleted
         *     - `agent.self_delete`: An agent cannot delete their own account
         *     - `message.not_found`: No contact message has this id
         *     - `reference.not_found`: No item of this reference list has this id
         *     - `reference.unknown_id`: A property field names an id its reference list does not hold
         *     - `reference.category_required`: An associated document needs its category
         *     - `reference.duplicate_name`: Another item of the list has the same name in this language (case, spaces, accents aside)
         *     - `image.not_found`: No image has this id or path
         *     - `image.unknown`: An image path is not one the upload returned
         *     - `image.in_use`: The image is still shown by a property or an ad
         *     - `image.unreadable`: The file is not a readable image
         *     - `image.too_large`: The image is larger than the upload limit
         *     - `upload.no_file`: The multipart body holds no file
         *     - `upload.not_multipart`: The upload is not a multipart/form-data body
         *     - `upload.too_many_files`: More files than one upload takes
         *     - `upload.bad_file_name`: A file name holds a control character
         *     - `general_info.not_set`: The agency information is not set yet
         *     - `alert.unknown_link`: The link matches no alert
         *     - `alert.daily_limit`: Too many alerts for this address today
         *     - `alert.mail_unavailable`: E-mail alerts are not available, or the e-mail could not be sent
         *     - `lead.not_found`: No lead has this id, or the agent may not see it
         *     - `lead.not_owner`: The action is for owner leads only (mandate, draft listing)
         *     - `lead.has_listing`: The owner lead already has its listing
         *     - `lead.not_published`: The owner lead is not published with its listing yet: no report link (decision 0070)
         *     - `owner_report.not_found`: No owner report has this link, or it was revoked
         *     - `visit.not_found`: No visit request has this id
         *     - `visit.slot_in_past`: A proposed visit slot is in the past (`field` names it)
         *     - `visit.slot_too_soon`: A proposed visit slot is less than 12 hours ahead (`field`)
         *     - `visit.slot_too_far`: A proposed visit slot is more than 60 days ahead (`field`)
         *     - `visit.slot_outside_hours`: A proposed visit slot is outside the agency's opening hours (`field`)
         *     - `visit.slot_duplicate`: The same visit slot is proposed twice (`field`)
         *     - `visit.unknown_slot`: The slot to confirm is not one the visitor proposed
         *     - `visit.already_decided`: The visit request was already confirmed, declined or cancelled
         *     - `visit.slot_taken`: The agent already has a confirmed visit overlapping this slot
         *     - `server.internal`: Unexpected server error; nothing of it is shown
         *     - `import.unreadable_file`: The file is neither a CSV text nor an XLSX workbook that can be read
         *     - `import.missing_columns`: The first row lacks the columns an import needs (name_fr, base_price…)
         *     - `import.empty`: The file holds no data row
         *     - `import.too_many_rows`: The file holds more rows than one import takes
         *     - `import.too_large`: The file is larger than one import takes (split it)
         *     - `import.not_found`: No import preview has this id
         *     - `import.not_owner`: The import preview was made by another account
         *     - `import.expired`: The import preview expired: send the file again
         *     - `import.already_confirmed`: The import preview was already confirmed
         *     - `import.has_errors`: The import preview has rows with errors: correct the file and send it again
         *     - `import.stale`: The catalogue changed since the preview (a property to update is gone)
         * @enum {string}
         */
        ErrorCode: "auth.required" | "auth.invalid_credentials" | "auth.session_expired" | "auth.throttled" | "auth.forbidden" | "auth.wrong_current_password" | "validation.required" | "validation.too_small" | "validation.too_big" | "validation.invalid_format" | "validation.invalid" | "request.malformed" | "request.invalid_host" | "request.too_large" | "request.unsupported_media_type" | "request.url_too_long" | "request.throttled" | "request.route_not_found" | "request.method_not_allowed" | "property.not_found" | "property.promo_price_too_high" | "ad.not_found" | "ad.link_required" | "location.incomplete" | "agent.not_found" | "agent.username_taken" | "agent.weak_password" | "agent.last_superadmin" | "agent.self_delete" | "message.not_found" | "reference.not_found" | "reference.unknown_id" | "reference.category_required" | "reference.duplicate_name" | "image.not_found" | "image.unknown" | "image.in_use" | "image.unreadable" | "image.too_large" | "upload.no_file" | "upload.not_multipart" | "upload.too_many_files" | "upload.bad_file_name" | "general_info.not_set" | "alert.unknown_link" | "alert.daily_limit" | "alert.mail_unavailable" | "lead.not_found" | "lead.not_owner" | "lead.has_listing" | "lead.not_published" | "owner_report.not_found" | "visit.not_found" | "visit.slot_in_past" | "visit.slot_too_soon" | "visit.slot_too_far" | "visit.slot_outside_hours" | "visit.slot_duplicate" | "visit.unknown_slot" | "visit.already_decided" | "visit.slot_taken" | "server.internal" | "import.unreadable_file" | "import.missing_columns" | "import.empty" | "import.too_many_rows" | "import.too_large" | "import.not_found" | "import.not_owner" | "import.expired" | "import.already_confirmed" | "import.has_errors" | "import.stale";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
        };
    };
    getPropertiesFilter: {
        parameters: {
            query?: {
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        types: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                        }[];
                        states: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                        }[];
                        statuses: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                        }[];
                        furnished_types: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                        }[];
                        commodities: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                        }[];
                        security_accessibilities: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                        }[];
                        associated_documents: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                            /** @enum {string} */
                            category: "property" | "cadastral" | "administration" | "fiscal" | "construction" | "other";
                        }[];
                        proximities: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                        }[];
                        views: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                        }[];
                        other_characteristics: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                        }[];
                        /** @description The document groups of the filter panel (id = the category of a document) */
                        document_categories: {
                            id: string;
                            /** @description The name in the requested locale */
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getPropertiesWilaya: {
        parameters: {
            query?: {
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            count: number;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getPlacesCommunes: {
        parameters: {
            query: {
                /** @description The communes wanted: comma-separated numbers from 1 to 1541, at most 50; answered in this order, each once */
                ids: string | string[];
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The official commune number (1-1541) */
                            id: number;
                            /** @description The commune's wilaya (its number, 1-58) */
                            wilaya: number;
                            /** @description The name in the requested locale; English pages write the French one */
                            name: string;
                            name_fr: string;
                            name_ar: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getSuggest: {
        parameters: {
            query: {
                /** @description What the visitor typed so far */
                q: string;
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        q: string;
                        data: {
                            /**
                             * @description search: the typed words read as filters (and a place completed); wilaya or commune: a place
                             * @enum {string}
                             */
                            kind: "search" | "wilaya" | "commune";
                            /** @description What it says, in the locale: « Villa · À vendre · Alger » */
                            label: string;
                            /** @description Visible listings it finds (up to the total cap) */
                            count: number;
                            /** @description The list page's address that shows them */
                            href: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @default  */
                    query?: string;
                    /**
                     * @default both
                     * @enum {string}
                     */
                    kind?: "sell" | "rent" | "both";
                    /**
                     * @default daily
                     * @enum {string}
                     */
                    frequency?: "instant" | "daily";
                    /**
                     * @default fr
                     * @enum {string}
                     */
                    locale?: "fr" | "ar" | "en";
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not available now: `alert.mail_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postSavedSearchesConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postSavedSearchesUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getPropertiesByIds: {
        parameters: {
            query?: {
                /** @description The properties wanted, in the order to answer them (comma-separated ids, any of them matches) */
                ids?: string;
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            city: string;
                            wilaya: string;
                            wilaya_id: number | null;
                            address: string;
                            /** @description The price to show: the promotional price while the promotion runs, else base_price */
                            price: number;
                            base_price: number;
                            afterpromo_price: number | null;
                            /** @description The promotion is running: flagged, with a promotional price, and not past its end date */
                            ispromo: boolean;
                            promotion_end_date: string | null;
                            living_area: number | null;
                            land_area: number | null;
                            /** @description base_price per m² of living area (of land when there is no living area) */
                            price_per_m2: number | null;
                            num_rooms: number | null;
                            num_bedrooms: number | null;
                            num_bathrooms: number | null;
                            /** @description Image paths; see common/media.ts for the stored widths (srcset) */
                            images: string[];
                            types: {
                                id: number;
                                name: string;
                            }[];
                            statuses: {
                                id: number;
                                name: string;
                            }[];
                            latitude: number | null;
                            longitude: number | null;
                            isBanner: boolean;
                            isANePasManquer: boolean;
                            isSelected: boolean;
                            /** @description When staff checked the documents ("verified" badge); null when not checked */
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description When the price last went down, if within the last 30 days ("price drop" badge); null otherwise */
                            price_dropped_at: string | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        /** @description true: `total` is the exact number of matches. false: there are at least `total` matches (a broad search is not counted in full on every request; a later answer for the same search gives the exact number) */
                        total_exact: boolean;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getPropertiesByIdPriceContext: {
        parameters: {
            query?: {
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: boolean;
                        comparables: number;
                        median_price_per_m2: number | null;
                        price_per_m2: number | null;
                        difference_percent: number | null;
                        type: {
                            id: number;
                            name: string;
                        } | null;
                        wilaya: {
                            id: number;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        scope: "wilaya" | "country";
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postPropertiesByIdFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "add" | "remove";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favorites: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getProperties: {
        parameters: {
            query?: {
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
                /** @description Keyword(s): every word must appear in the name, address, city, wilaya or description, in any language, ignoring case and accents */
                text?: string;
                /** @description Property types (comma-separated ids, any of them matches) */
                property_type_id?: string;
                /** @description Property states (comma-separated ids, any of them matches) */
                property_state_id?: string;
                /** @description Property statuses (comma-separated ids, any of them matches) */
                property_status_id?: string;
                /** @description Furnished types (comma-separated ids, any of them matches) */
                furnished_type_id?: string;
                /** @description Commodities (comma-separated ids, any of them matches) */
                commodity_id?: string;
                /** @description Security and accessibility (comma-separated ids, any of them matches) */
                security_accessibility_id?: string;
                /** @description Associated documents (comma-separated ids, any of them matches) */
                associated_document_id?: string;
                /** @description Proximities (comma-separated ids, any of them matches) */
                proximity_id?: string;
                /** @description Views (comma-separated ids, any of them matches) */
                view_id?: string;
                /** @description Other characteristics (comma-separated ids, any of them matches) */
                other_characteristic_id?: string;
                /** @description Wilayas (1 to 58) (comma-separated ids, any of them matches) */
                wilayas?: string;
                /** @description Communes (1 to 1541, the official numbering). Places add up: a listing in one of these communes or in one of `wilayas`, where a wilaya holding one of these communes is narrowed to them (comma-separated ids, any of them matches) */
                communes?: string;
                /** @description Lowest price; the promotional price counts while the promotion runs (DZD) */
                min_price?: number;
                /** @description Highest price; the promotional price counts while the promotion runs (DZD) */
                max_price?: number;
                /** @description Smallest land area (m²) */
                min_land_area?: number;
                /** @description Largest land area (m²) */
                max_land_area?: number;
                /** @description Smallest living area (m²) */
                min_living_area?: number;
                /** @description Largest living area (m²) */
                max_living_area?: number;
                /** @description Lowest price per m² (DZD) */
                min_price_per_m2?: number;
                /** @description Highest price per m² (DZD) */
                max_price_per_m2?: number;
                /** @description Map bounds: south */
                min_lat?: number;
                /** @description Map bounds: north */
                max_lat?: number;
                /** @description Map bounds: west */
                min_lng?: number;
                /** @description Map bounds: east */
                max_lng?: number;
                /** @description Radius search: latitude of the centre (with lng and radius_km) */
                lat?: number;
                /** @description Radius search: longitude of the centre (with lat and radius_km) */
                lng?: number;
                /** @description Radius search: only properties within this many km of lat/lng (at most 200; great-circle distance) */
                radius_km?: number;
                /** @description Only properties inside this polygon: `lat,lng;lat,lng;…` (decimal degrees), 3 to 50 points, closed by itself (a last point equal to the first is ignored); an outline crossing itself is a 400 */
                polygon?: string;
                /** @description At least this many bedrooms (the 6+ picker choice) */
                min_bedrooms?: number;
                /** @description At most this many bedrooms (the 0-5 picker choices) */
                max_bedrooms?: number;
                /** @description At least this many bathrooms */
                min_bathrooms?: number;
                /** @description At most this many bathrooms */
                max_bathrooms?: number;
                /** @description At least this many rooms */
                min_rooms?: number;
                /** @description At most this many rooms */
                max_rooms?: number;
                /** @description At least this many floors */
                min_floors?: number;
                /** @description At most this many floors */
                max_floors?: number;
                /** @description true: only properties whose promotion is running (false: no filter) */
                ispromo?: "0" | "1" | "true" | "false";
                /** @description true: only "must-see" properties (false: no filter) */
                isANePasManquer?: "0" | "1" | "true" | "false";
                /** @description true: only hand-picked properties (false: no filter) */
                isSelected?: "0" | "1" | "true" | "false";
                /** @description true: only properties whose documents staff checked (false: no filter) */
                verified?: "0" | "1" | "true" | "false";
                /** @description Sort order (default price_desc) */
                order_by?: "price_desc" | "price_asc" | "date_desc" | "date_asc" | "area_desc" | "area_asc" | "price_drop";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page (default 20; values above 100 are capped to 100) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            city: string;
                            wilaya: string;
                            wilaya_id: number | null;
                            address: string;
                            /** @description The price to show: the promotional price while the promotion runs, else base_price */
                            price: number;
                            base_price: number;
                            afterpromo_price: number | null;
                            /** @description The promotion is running: flagged, with a promotional price, and not past its end date */
                            ispromo: boolean;
                            promotion_end_date: string | null;
                            living_area: number | null;
                            land_area: number | null;
                            /** @description base_price per m² of living area (of land when there is no living area) */
                            price_per_m2: number | null;
                            num_rooms: number | null;
                            num_bedrooms: number | null;
                            num_bathrooms: number | null;
                            /** @description Image paths; see common/media.ts for the stored widths (srcset) */
                            images: string[];
                            types: {
                                id: number;
                                name: string;
                            }[];
                            statuses: {
                                id: number;
                                name: string;
                            }[];
                            latitude: number | null;
                            longitude: number | null;
                            isBanner: boolean;
                            isANePasManquer: boolean;
                            isSelected: boolean;
                            /** @description When staff checked the documents ("verified" badge); null when not checked */
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description When the price last went down, if within the last 30 days ("price drop" badge); null otherwise */
                            price_dropped_at: string | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        /** @description true: `total` is the exact number of matches. false: there are at least `total` matches (a broad search is not counted in full on every request; a later answer for the same search gives the exact number) */
                        total_exact: boolean;
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getPropertiesSimilar: {
        parameters: {
            query: {
                /** @description The property to find neighbours of */
                property_id: number;
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            city: string;
                            wilaya: string;
                            wilaya_id: number | null;
                            address: string;
                            /** @description The price to show: the promotional price while the promotion runs, else base_price */
                            price: number;
                            base_price: number;
                            afterpromo_price: number | null;
                            /** @description The promotion is running: flagged, with a promotional price, and not past its end date */
                            ispromo: boolean;
                            promotion_end_date: string | null;
                            living_area: number | null;
                            land_area: number | null;
                            /** @description base_price per m² of living area (of land when there is no living area) */
                            price_per_m2: number | null;
                            num_rooms: number | null;
                            num_bedrooms: number | null;
                            num_bathrooms: number | null;
                            /** @description Image paths; see common/media.ts for the stored widths (srcset) */
                            images: string[];
                            types: {
                                id: number;
                                name: string;
                            }[];
                            statuses: {
                                id: number;
                                name: string;
                            }[];
                            latitude: number | null;
                            longitude: number | null;
                            isBanner: boolean;
                            isANePasManquer: boolean;
                            isSelected: boolean;
                            /** @description When staff checked the documents ("verified" badge); null when not checked */
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description When the price last went down, if within the last 30 days ("price drop" badge); null otherwise */
                            price_dropped_at: string | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        /** @description true: `total` is the exact number of matches. false: there are at least `total` matches (a broad search is not counted in full on every request; a later answer for the same search gives the exact number) */
                        total_exact: boolean;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getPropertiesById: {
        parameters: {
            query?: {
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        city: string;
                        wilaya: string;
                        wilaya_id: number | null;
                        address: string;
                        /** @description The price to show: the promotional price while the promotion runs, else base_price */
                        price: number;
                        base_price: number;
                        afterpromo_price: number | null;
                        /** @description The promotion is running: flagged, with a promotional price, and not past its end date */
                        ispromo: boolean;
                        promotion_end_date: string | null;
                        living_area: number | null;
                        land_area: number | null;
                        /** @description base_price per m² of living area (of land when there is no living area) */
                        price_per_m2: number | null;
                        num_rooms: number | null;
                        num_bedrooms: number | null;
                        num_bathrooms: number | null;
                        /** @description Image paths; see common/media.ts for the stored widths (srcset) */
                        images: string[];
                        types: {
                            id: number;
                            name: string;
                        }[];
                        statuses: {
                            id: number;
                            name: string;
                        }[];
                        latitude: number | null;
                        longitude: number | null;
                        isBanner: boolean;
                        isANePasManquer: boolean;
                        isSelected: boolean;
                        /** @description When staff checked the documents ("verified" badge); null when not checked */
                        verified_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @description When the price last went down, if within the last 30 days ("price drop" badge); null otherwise */
                        price_dropped_at: string | null;
                        description: string;
                        country: string;
                        seller_name: string;
                        num_floors: number | null;
                        construction_year: number | null;
                        map_link: string | null;
                        youtube_url: string | null;
                        states: {
                            id: number;
                            name: string;
                        }[];
                        furnished_types: {
                            id: number;
                            name: string;
                        }[];
                        views: {
                            id: number;
                            name: string;
                        }[];
                        commodities: {
                            id: number;
                            name: string;
                        }[];
                        security_accessibilities: {
                            id: number;
                            name: string;
                        }[];
                        proximities: {
                            id: number;
                            name: string;
                        }[];
                        other_characteristics: {
                            id: number;
                            name: string;
                        }[];
                        associated_documents: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            category: "property" | "cadastral" | "administration" | "fiscal" | "construction" | "other";
                        }[];
                        /** @description Which seller contacts POST /api/properties/{id}/mobile would reveal */
                        seller_contact: {
                            phone: boolean;
                            whatsapp: boolean;
                            email: boolean;
                        };
                        /** Format: date-time */
                        updated_at: string;
                        /** @description The base price over time, oldest first: the first price (dated when the listing was created), then each change. One item when the price never changed. */
                        price_history: {
                            price: number;
                            /** Format: date-time */
                            changed_at: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postPropertiesByIdMobile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        seller_phone: string | null;
                        seller_whatsapp: string | null;
                        seller_email: string | null;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postPropertiesByIdEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "phone_click" | "whatsapp_click" | "share";
                };
            };
        };
        responses: {
            /** @description Taken (counted, or not counted again) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getBanner: {
        parameters: {
            query?: {
                /** @description Any short string: the same salt always gives the same shuffled order, so pages neither repeat nor skip items. Without it, the newest first. */
                salt?: string;
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page (default 6; values above 100 are capped to 100) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            city: string;
                            wilaya: string;
                            wilaya_id: number | null;
                            address: string;
                            /** @description The price to show: the promotional price while the promotion runs, else base_price */
                            price: number;
                            base_price: number;
                            afterpromo_price: number | null;
                            /** @description The promotion is running: flagged, with a promotional price, and not past its end date */
                            ispromo: boolean;
                            promotion_end_date: string | null;
                            living_area: number | null;
                            land_area: number | null;
                            /** @description base_price per m² of living area (of land when there is no living area) */
                            price_per_m2: number | null;
                            num_rooms: number | null;
                            num_bedrooms: number | null;
                            num_bathrooms: number | null;
                            /** @description Image paths; see common/media.ts for the stored widths (srcset) */
                            images: string[];
                            types: {
                                id: number;
                                name: string;
                            }[];
                            statuses: {
                                id: number;
                                name: string;
                            }[];
                            latitude: number | null;
                            longitude: number | null;
                            isBanner: boolean;
                            isANePasManquer: boolean;
                            isSelected: boolean;
                            /** @description When staff checked the documents ("verified" badge); null when not checked */
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description When the price last went down, if within the last 30 days ("price drop" badge); null otherwise */
                            price_dropped_at: string | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        /** @description true: `total` is the exact number of matches. false: there are at least `total` matches (a broad search is not counted in full on every request; a later answer for the same search gives the exact number) */
                        total_exact: boolean;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdsById: {
        parameters: {
            query?: {
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        bannerImage: string | null;
                        /** @description The ad is only a link to urlLink: no page of its own to show */
                        isLinkOnly: boolean;
                        urlLink: string | null;
                        whoAreWe: string;
                        ourProduct: string;
                        workHours: string;
                        fullAddress: string;
                        youtubeVideo: string | null;
                        googleMapLink: string | null;
                        /** @description Latitude (the field has always been spelt so) */
                        lattitude: number | null;
                        longitude: number | null;
                        images: string[];
                        phoneNumber: string | null;
                        email: string | null;
                        websiteLink: string | null;
                        facebook: string | null;
                        insta: string | null;
                        tiktok: string | null;
                        youtube: string | null;
                        whatsUp: string | null;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getGenInfo: {
        parameters: {
            query?: {
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        latitude: number;
                        longitude: number;
                        phone: string | null;
                        whatsapp: string | null;
                        email: string | null;
                        address: string;
                        address_fr: string;
                        address_en: string;
                        address_ar: string;
                        approval_number: string | null;
                        stale_hide_after_days: number | null;
                        /** @description Per weekday (sat … fri), [] when closed or one or two intervals { open, close } in HH:MM, Algiers time */
                        opening_hours: {
                            sat: {
                                open: string;
                                close: string;
                            }[];
                            sun: {
                                open: string;
                                close: string;
                            }[];
                            mon: {
                                open: string;
                                close: string;
                            }[];
                            tue: {
                                open: string;
                                close: string;
                            }[];
                            wed: {
                                open: string;
                                close: string;
                            }[];
                            thu: {
                                open: string;
                                close: string;
                            }[];
                            fri: {
                                open: string;
                                close: string;
                            }[];
                        };
                        /** @description The financing estimate of sale listings. A mode is offered when enabled and its rate and longest duration are both set. */
                        financing: {
                            enabled: boolean;
                            example: boolean;
                            /** @description Yearly nominal rate, % */
                            conventional_rate: number | null;
                            conventional_max_years: number | null;
                            /** @description Yearly flat profit margin, % */
                            murabaha_rate: number | null;
                            murabaha_max_years: number | null;
                            down_payment_percent: number;
                            note: string | null;
                        };
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postGenInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    latitude: number | string | null;
                    longitude: number | string | null;
                    phone?: string | null;
                    whatsapp?: string | null;
                    email?: string | null;
                    address_fr?: string | null;
                    address_en?: string | null;
                    address_ar?: string | null;
                    approval_number?: string | null;
                    stale_hide_after_days?: number | string | null;
                    /** @description Per weekday (sat … fri), [] when closed or one or two intervals { open, close } in HH:MM, Algiers time */
                    opening_hours?: {
                        sat: {
                            open: string;
                            close: string;
                        }[];
                        sun: {
                            open: string;
                            close: string;
                        }[];
                        mon: {
                            open: string;
                            close: string;
                        }[];
                        tue: {
                            open: string;
                            close: string;
                        }[];
                        wed: {
                            open: string;
                            close: string;
                        }[];
                        thu: {
                            open: string;
                            close: string;
                        }[];
                        fri: {
                            open: string;
                            close: string;
                        }[];
                    };
                    /** @description Shows the estimate on sale listings */
                    financing_enabled?: boolean;
                    /** @description The values are examples: the page labels them as indicative */
                    financing_example?: boolean;
                    /** @description financing_conventional_rate: yearly percentage (6.5 = 6.5 %), 0 to 30; null clears it */
                    financing_conventional_rate?: number | string | null;
                    /** @description financing_conventional_max_years: the longest duration offered, whole years 1 to 35; null clears it */
                    financing_conventional_max_years?: number | string | null;
                    /** @description financing_murabaha_rate: yearly percentage (6.5 = 6.5 %), 0 to 30; null clears it */
                    financing_murabaha_rate?: number | string | null;
                    /** @description financing_murabaha_max_years: the longest duration offered, whole years 1 to 35; null clears it */
                    financing_murabaha_max_years?: number | string | null;
                    /** @description The down payment the estimate starts from, in % of the price (0 to 90) */
                    financing_down_payment_percent?: number | string | null;
                    /** @description A short note shown under the estimate, e.g. the partner bank */
                    financing_note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        latitude: number;
                        longitude: number;
                        phone: string | null;
                        whatsapp: string | null;
                        email: string | null;
                        address_fr: string;
                        address_en: string;
                        address_ar: string;
                        approval_number: string | null;
                        stale_hide_after_days: number | null;
                        /** @description Per weekday (sat … fri), [] when closed or one or two intervals { open, close } in HH:MM, Algiers time */
                        opening_hours: {
                            sat: {
                                open: string;
                                close: string;
                            }[];
                            sun: {
                                open: string;
                                close: string;
                            }[];
                            mon: {
                                open: string;
                                close: string;
                            }[];
                            tue: {
                                open: string;
                                close: string;
                            }[];
                            wed: {
                                open: string;
                                close: string;
                            }[];
                            thu: {
                                open: string;
                                close: string;
                            }[];
                            fri: {
                                open: string;
                                close: string;
                            }[];
                        };
                        /** @description The financing estimate of sale listings. A mode is offered when enabled and its rate and longest duration are both set. */
                        financing: {
                            enabled: boolean;
                            example: boolean;
                            /** @description Yearly nominal rate, % */
                            conventional_rate: number | null;
                            conventional_max_years: number | null;
                            /** @description Yearly flat profit margin, % */
                            murabaha_rate: number | null;
                            murabaha_max_years: number | null;
                            down_payment_percent: number;
                            note: string | null;
                        };
                        updated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postEmailSendContactUsEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    full_name: string;
                    /** Format: email */
                    email?: string;
                    phone_number?: string;
                    object: string;
                    message: string;
                    /** @enum {string} */
                    locale?: "fr" | "ar" | "en";
                    /** @description Leave empty: a field people never see, which bots fill in */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The listing asked about, if any */
                    property_id?: number;
                    full_name: string;
                    /** Format: email */
                    email?: string;
                    phone_number?: string;
                    message: string;
                    /** @enum {string} */
                    preferred_channel?: "phone" | "whatsapp" | "email";
                    /** @enum {string} */
                    locale?: "fr" | "ar" | "en";
                    /** @description Leave empty: a field people never see, which bots fill in */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getFeedJson: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        generated_at: string;
                        total: number;
                        page: number;
                        pages: number;
                        next: string | null;
                        items: {
                            id: number;
                            /** @description Canonical page address (the visitor picks the language) */
                            url: string;
                            /** @description The page in each language */
                            urls: {
                                fr: string;
                                ar: string;
                                en: string;
                            };
                            /** @description The same text in French, Arabic and English */
                            title: {
                                fr: string;
                                ar: string;
                                en: string;
                            };
                            /** @description The same text in French, Arabic and English */
                            description: {
                                fr: string;
                                ar: string;
                                en: string;
                            };
                            /** @description The same text in French, Arabic and English */
                            address: {
                                fr: string;
                                ar: string;
                                en: string;
                            };
                            /** @description The same text in French, Arabic and English */
                            city: {
                                fr: string;
                                ar: string;
                                en: string;
                            };
                            wilaya: {
                                id: number;
                                fr: string;
                                ar: string;
                                en: string;
                            } | null;
                            property_types: {
                                fr: string;
                                ar: string;
                                en: string;
                            }[];
                            /** @description For sale, for rent… */
                            property_statuses: {
                                fr: string;
                                ar: string;
                                en: string;
                            }[];
                            price: number;
                            promo_price: number | null;
                            /** @enum {string} */
                            currency: "DZD";
                            living_area: number | null;
                            land_area: number | null;
                            rooms: number | null;
                            bedrooms: number | null;
                            bathrooms: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            /** @description Absolute photo addresses, 1024 px wide */
                            images: string[];
                            /** @description Documents checked by the agency */
                            verified: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getFeedXml: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed as XML (UTF-8) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postVisits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    property_id: number;
                    full_name: string;
                    phone_number: string;
                    /** Format: email */
                    email?: string;
                    message: string;
                    /** @description Proposed start times, each at most once: at least 12 hours and at most 60 days ahead, and a 45-minute visit from each must fit inside the agency opening hours (`opening_hours` of GET /api/genInfo). A slot that breaks a rule is refused with 400 and its code: `visit.slot_in_past`, `visit.slot_too_soon`, `visit.slot_too_far`, `visit.slot_outside_hours`, `visit.slot_duplicate`; the field names the first one (`slots.N`). */
                    slots: string[];
                    /** @enum {string} */
                    locale?: "fr" | "ar" | "en";
                    /** @description Leave empty: a field people never see, which bots fill in */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        id: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getEstimate: {
        parameters: {
            query: {
                /** @description sell: a sale price; rent: a monthly rent */
                kind: "sell" | "rent";
                /** @description A property type id (GET /api/reference/filters, `types`) */
                type: number;
                /** @description The wilaya's number (1 to 58) */
                wilaya: number;
                /** @description The commune (town) as listings name it, in any language; ignoring case, accents and Arabic letter variants */
                commune?: string;
                /** @description Living area (m²) */
                living_area?: number;
                /** @description Land area (m²) */
                land_area?: number;
                /** @description Rooms: comparables then have one room more or less at most */
                rooms?: number;
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description false below 5 comparables: no figure is given */
                        available: boolean;
                        /** @description How many listings the figures are taken from */
                        comparables: number;
                        /**
                         * @description Where the comparables are: the commune, the whole wilaya, or the wilaya and its nearest neighbours (the widest scope tried when none had enough)
                         * @enum {string}
                         */
                        scope: "commune" | "wilaya" | "neighbours";
                        /** @description The wilayas of the scope (the first is the one asked for) */
                        wilayas: number[];
                        /** @description The price range: quartiles of price per m² times the area given, else of the prices; null when not available */
                        price: {
                            /** @description First quartile (DZD) */
                            low: number;
                            /** @description Median (DZD) */
                            median: number;
                            /** @description Third quartile (DZD) */
                            high: number;
                        } | null;
                        /** @description Quartiles of the comparables’ price per m²; null when not available */
                        price_per_m2: {
                            /** @description First quartile (DZD) */
                            low: number;
                            /** @description Median (DZD) */
                            median: number;
                            /** @description Third quartile (DZD) */
                            high: number;
                        } | null;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postOwnerLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @description The request’s reference, as the owner quotes it */
                        reference: string;
                        acknowledgement_emailed: boolean;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too large: `request.too_large`, `image.too_large`, `upload.too_many_files`, `import.too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getOwnerReportByToken: {
        parameters: {
            query?: {
                /** @description Language of the texts: fr (default), ar or en */
                locale?: "fr" | "ar" | "en";
            };
            header?: never;
            path: {
                /** @description The private link’s token, as the back-office gave it to the owner */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        listing: {
                            id: number;
                            title: string;
                            /** @description DZD (a rent: per month) */
                            price: number;
                            /** @enum {string} */
                            deal: "sell" | "rent";
                            /** @description The first photo’s path, if any */
                            photo: string | null;
                            /** @description The public page’s path; null while the listing is hidden */
                            url: string | null;
                            /** @description false: the listing is not on the site now */
                            visible: boolean;
                        };
                        /** @description When the listing was published (ISO 8601) */
                        published_at: string;
                        /** @description Newest first, at most 52, empty weeks included */
                        weeks: {
                            views: number;
                            phone_clicks: number;
                            whatsapp_clicks: number;
                            leads: number;
                            visits: number;
                            visits_done: number;
                            /** @description The Monday the week starts on (Algiers time) */
                            week: string;
                            /** @description First day counted: the Monday, or the publication day */
                            from: string;
                            /** @description Last day counted: the Sunday, or today */
                            to: string;
                        }[];
                        /** @description The sums of the weeks shown */
                        totals: {
                            views: number;
                            phone_clicks: number;
                            whatsapp_clicks: number;
                            leads: number;
                            visits: number;
                            visits_done: number;
                        };
                        price_per_m2: {
                            /** @description null without an area */
                            listing: number | null;
                            /** @description How many listings the range is from */
                            comparables: number;
                            /** @description The comparables’ quartiles (the estimate’s); null below 5 comparables */
                            range: {
                                /** @description First quartile (DZD per m²) */
                                low: number;
                                /** @description Median (DZD per m²) */
                                median: number;
                                /** @description Third quartile (DZD per m²) */
                                high: number;
                            } | null;
                            /** @enum {string} */
                            scope: "commune" | "wilaya" | "neighbours";
                        };
                        /** @description The agency’s next steps, as the agent wrote them */
                        note: string;
                        /** @description When this answer was made (ISO 8601) */
                        generated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        message: "Login successful";
                        token: string;
                        /** @enum {string} */
                        type: "superadmin" | "agent";
                        expiresAt: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        /** @enum {string} */
                        type: "superadmin" | "agent";
                        isAdmin: boolean;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    putAdminMePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description new_password must differ from current_password */
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        message: "Password changed";
                        token: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too many requests: `request.throttled`, `auth.throttled`, `alert.daily_limit` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminAgent: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            username: string;
                            /** @enum {string} */
                            type: "superadmin" | "agent";
                            email: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminAgentRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    /**
                     * @default agent
                     * @enum {string}
                     */
                    type?: "superadmin" | "agent";
                    email?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        /** @enum {string} */
                        type: "superadmin" | "agent";
                        email: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    patchAdminAgentByIdUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: "" | string;
                    /** @enum {string} */
                    type?: "superadmin" | "agent";
                    email?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        /** @enum {string} */
                        type: "superadmin" | "agent";
                        email: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteAdminAgentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminProperty: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                text?: string;
                property_type_id?: (number | string)[] | number | string | null;
                property_state_id?: (number | string)[] | number | string | null;
                property_status_id?: (number | string)[] | number | string | null;
                commodity_id?: (number | string)[] | number | string | null;
                security_accessibility_id?: (number | string)[] | number | string | null;
                associated_document_id?: (number | string)[] | number | string | null;
                proximity_id?: (number | string)[] | number | string | null;
                view_id?: (number | string)[] | number | string | null;
                other_characteristic_id?: (number | string)[] | number | string | null;
                furnished_type_id?: (number | string)[] | number | string | null;
                wilayas?: (number | string)[] | number | string | null;
                min_price?: number | string | null;
                max_price?: number | string | null;
                min_land_area?: number | string | null;
                max_land_area?: number | string | null;
                min_living_area?: number | string | null;
                max_living_area?: number | string | null;
                min_price_per_m2?: number | string | null;
                max_price_per_m2?: number | string | null;
                min_bedrooms?: number | string | null;
                max_bedrooms?: number | string | null;
                min_bathrooms?: number | string | null;
                max_bathrooms?: number | string | null;
                min_rooms?: number | string | null;
                max_rooms?: number | string | null;
                min_floors?: number | string | null;
                max_floors?: number | string | null;
                min_lat?: number | string | null;
                max_lat?: number | string | null;
                min_lng?: number | string | null;
                max_lng?: number | string | null;
                isBanner?: boolean | ("0" | "1" | "true" | "false");
                isANePasManquer?: boolean | ("0" | "1" | "true" | "false");
                isVisible?: boolean | ("0" | "1" | "true" | "false");
                isSelected?: boolean | ("0" | "1" | "true" | "false");
                ispromo?: boolean | ("0" | "1" | "true" | "false");
                verified?: boolean | ("0" | "1" | "true" | "false");
                stale?: boolean | ("0" | "1" | "true" | "false");
                order_by?: "price_desc" | "price_asc" | "date_desc" | "date_asc" | "name_asc" | "name_desc" | "area_desc" | "area_asc" | "updated_desc" | "updated_asc" | "quality_desc" | "quality_asc" | "views_desc" | "views_asc" | "phone_reveals_desc" | "phone_reveals_asc" | "phone_clicks_desc" | "phone_clicks_asc" | "whatsapp_clicks_desc" | "whatsapp_clicks_asc" | "shares_desc" | "shares_asc" | "favorites_desc" | "favorites_asc";
                agent_id?: number | string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                            address_fr: string;
                            address_en: string;
                            address_ar: string;
                            city_fr: string;
                            city_en: string;
                            city_ar: string;
                            wilaya_fr: string;
                            wilaya_en: string;
                            wilaya_ar: string;
                            country_fr: string;
                            country_en: string;
                            country_ar: string;
                            description_fr: string;
                            description_en: string;
                            description_ar: string;
                            seller_name_fr: string;
                            seller_name_en: string;
                            seller_name_ar: string;
                            wilaya_id: number | null;
                            base_price: number;
                            afterpromo_price: number | null;
                            promotion_end_date: string | null;
                            promo_active: boolean;
                            land_area: number | null;
                            living_area: number | null;
                            price_per_m2: number | null;
                            num_rooms: number | null;
                            num_bedrooms: number | null;
                            num_floors: number | null;
                            num_bathrooms: number | null;
                            construction_year: number | null;
                            isBanner: boolean;
                            isANePasManquer: boolean;
                            isVisible: boolean;
                            isSelected: boolean;
                            ispromo: boolean;
                            map_link: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            seller_phone: string | null;
                            seller_email: string | null;
                            seller_whatsapp: string | null;
                            images: string[];
                            youtube_url: string | null;
                            property_types: number[];
                            property_states: number[];
                            property_statuses: number[];
                            furnished_types: number[];
                            commodities: number[];
                            security_accessibilities: number[];
                            associated_documents: number[];
                            proximities: number[];
                            views: number[];
                            other_characteristics: number[];
                            view_count: number;
                            phone_reveals: number;
                            verified_at: string | null;
                            verified_by: number | null;
                            stale: boolean;
                            stale_hidden_at: string | null;
                            quality_score: number | null;
                            agent_id: number | null;
                            created_at: string;
                            updated_at: string;
                            last_30_days: {
                                views: number;
                                phone_reveals: number;
                                phone_clicks: number;
                                whatsapp_clicks: number;
                                shares: number;
                                favorites: number;
                            };
                            /** @description The listing's agent's username (null: unassigned), for the table's column */
                            agent_username: string | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminProperty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_fr: string | null;
                    name_en: string | null;
                    name_ar: string | null;
                    address_fr?: string | null;
                    address_en?: string | null;
                    address_ar?: string | null;
                    city_fr?: string | null;
                    city_en?: string | null;
                    city_ar?: string | null;
                    wilaya_fr?: string | null;
                    wilaya_en?: string | null;
                    wilaya_ar?: string | null;
                    country_fr?: string | null;
                    country_en?: string | null;
                    country_ar?: string | null;
                    description_fr?: string | null;
                    description_en?: string | null;
                    description_ar?: string | null;
                    seller_name_fr?: string | null;
                    seller_name_en?: string | null;
                    seller_name_ar?: string | null;
                    wilaya_id?: number | string | null;
                    base_price: number | string | null;
                    afterpromo_price?: number | string | null;
                    promotion_end_date?: string | null;
                    land_area?: number | string | null;
                    living_area?: number | string | null;
                    num_rooms?: number | string | null;
                    num_bedrooms?: number | string | null;
                    num_floors?: number | string | null;
                    num_bathrooms?: number | string | null;
                    construction_year?: number | string | null;
                    isBanner?: boolean | ("0" | "1" | "true" | "false");
                    isANePasManquer?: boolean | ("0" | "1" | "true" | "false");
                    isVisible?: boolean | ("0" | "1" | "true" | "false");
                    isSelected?: boolean | ("0" | "1" | "true" | "false");
                    ispromo?: boolean | ("0" | "1" | "true" | "false");
                    map_link?: string | null;
                    latitude?: number | string | null;
                    longitude?: number | string | null;
                    seller_phone?: string | null;
                    seller_email?: string | null;
                    seller_whatsapp?: string | null;
                    images?: string[];
                    youtube_url?: string | null;
                    property_types?: (number | string)[] | number | string | null;
                    property_states?: (number | string)[] | number | string | null;
                    property_statuses?: (number | string)[] | number | string | null;
                    furnished_types?: (number | string)[] | number | string | null;
                    commodities?: (number | string)[] | number | string | null;
                    security_accessibilities?: (number | string)[] | number | string | null;
                    associated_documents?: (number | string)[] | number | string | null;
                    proximities?: (number | string)[] | number | string | null;
                    views?: (number | string)[] | number | string | null;
                    other_characteristics?: (number | string)[] | number | string | null;
                    agent_id?: number | string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_fr: string;
                        name_en: string;
                        name_ar: string;
                        address_fr: string;
                        address_en: string;
                        address_ar: string;
                        city_fr: string;
                        city_en: string;
                        city_ar: string;
                        wilaya_fr: string;
                        wilaya_en: string;
                        wilaya_ar: string;
                        country_fr: string;
                        country_en: string;
                        country_ar: string;
                        description_fr: string;
                        description_en: string;
                        description_ar: string;
                        seller_name_fr: string;
                        seller_name_en: string;
                        seller_name_ar: string;
                        wilaya_id: number | null;
                        base_price: number;
                        afterpromo_price: number | null;
                        promotion_end_date: string | null;
                        promo_active: boolean;
                        land_area: number | null;
                        living_area: number | null;
                        price_per_m2: number | null;
                        num_rooms: number | null;
                        num_bedrooms: number | null;
                        num_floors: number | null;
                        num_bathrooms: number | null;
                        construction_year: number | null;
                        isBanner: boolean;
                        isANePasManquer: boolean;
                        isVisible: boolean;
                        isSelected: boolean;
                        ispromo: boolean;
                        map_link: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        seller_phone: string | null;
                        seller_email: string | null;
                        seller_whatsapp: string | null;
                        images: string[];
                        youtube_url: string | null;
                        property_types: number[];
                        property_states: number[];
                        property_statuses: number[];
                        furnished_types: number[];
                        commodities: number[];
                        security_accessibilities: number[];
                        associated_documents: number[];
                        proximities: number[];
                        views: number[];
                        other_characteristics: number[];
                        view_count: number;
                        phone_reveals: number;
                        verified_at: string | null;
                        verified_by: number | null;
                        stale: boolean;
                        stale_hidden_at: string | null;
                        quality_score: number | null;
                        agent_id: number | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminPropertyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_fr: string;
                        name_en: string;
                        name_ar: string;
                        address_fr: string;
                        address_en: string;
                        address_ar: string;
                        city_fr: string;
                        city_en: string;
                        city_ar: string;
                        wilaya_fr: string;
                        wilaya_en: string;
                        wilaya_ar: string;
                        country_fr: string;
                        country_en: string;
                        country_ar: string;
                        description_fr: string;
                        description_en: string;
                        description_ar: string;
                        seller_name_fr: string;
                        seller_name_en: string;
                        seller_name_ar: string;
                        wilaya_id: number | null;
                        base_price: number;
                        afterpromo_price: number | null;
                        promotion_end_date: string | null;
                        promo_active: boolean;
                        land_area: number | null;
                        living_area: number | null;
                        price_per_m2: number | null;
                        num_rooms: number | null;
                        num_bedrooms: number | null;
                        num_floors: number | null;
                        num_bathrooms: number | null;
                        construction_year: number | null;
                        isBanner: boolean;
                        isANePasManquer: boolean;
                        isVisible: boolean;
                        isSelected: boolean;
                        ispromo: boolean;
                        map_link: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        seller_phone: string | null;
                        seller_email: string | null;
                        seller_whatsapp: string | null;
                        images: string[];
                        youtube_url: string | null;
                        property_types: number[];
                        property_states: number[];
                        property_statuses: number[];
                        furnished_types: number[];
                        commodities: number[];
                        security_accessibilities: number[];
                        associated_documents: number[];
                        proximities: number[];
                        views: number[];
                        other_characteristics: number[];
                        view_count: number;
                        phone_reveals: number;
                        verified_at: string | null;
                        verified_by: number | null;
                        stale: boolean;
                        stale_hidden_at: string | null;
                        quality_score: number | null;
                        agent_id: number | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteAdminPropertyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    patchAdminPropertyById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_fr?: string | null;
                    name_en?: string | null;
                    name_ar?: string | null;
                    address_fr?: string | null;
                    address_en?: string | null;
                    address_ar?: string | null;
                    city_fr?: string | null;
                    city_en?: string | null;
                    city_ar?: string | null;
                    wilaya_fr?: string | null;
                    wilaya_en?: string | null;
                    wilaya_ar?: string | null;
                    country_fr?: string | null;
                    country_en?: string | null;
                    country_ar?: string | null;
                    description_fr?: string | null;
                    description_en?: string | null;
                    description_ar?: string | null;
                    seller_name_fr?: string | null;
                    seller_name_en?: string | null;
                    seller_name_ar?: string | null;
                    wilaya_id?: number | string | null;
                    base_price?: number | string | null;
                    afterpromo_price?: number | string | null;
                    promotion_end_date?: string | null;
                    land_area?: number | string | null;
                    living_area?: number | string | null;
                    num_rooms?: number | string | null;
                    num_bedrooms?: number | string | null;
                    num_floors?: number | string | null;
                    num_bathrooms?: number | string | null;
                    construction_year?: number | string | null;
                    isBanner?: boolean | ("0" | "1" | "true" | "false");
                    isANePasManquer?: boolean | ("0" | "1" | "true" | "false");
                    isVisible?: boolean | ("0" | "1" | "true" | "false");
                    isSelected?: boolean | ("0" | "1" | "true" | "false");
                    ispromo?: boolean | ("0" | "1" | "true" | "false");
                    map_link?: string | null;
                    latitude?: number | string | null;
                    longitude?: number | string | null;
                    seller_phone?: string | null;
                    seller_email?: string | null;
                    seller_whatsapp?: string | null;
                    images?: string[];
                    youtube_url?: string | null;
                    property_types?: (number | string)[] | number | string | null;
                    property_states?: (number | string)[] | number | string | null;
                    property_statuses?: (number | string)[] | number | string | null;
                    furnished_types?: (number | string)[] | number | string | null;
                    commodities?: (number | string)[] | number | string | null;
                    security_accessibilities?: (number | string)[] | number | string | null;
                    associated_documents?: (number | string)[] | number | string | null;
                    proximities?: (number | string)[] | number | string | null;
                    views?: (number | string)[] | number | string | null;
                    other_characteristics?: (number | string)[] | number | string | null;
                    agent_id?: number | string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_fr: string;
                        name_en: string;
                        name_ar: string;
                        address_fr: string;
                        address_en: string;
                        address_ar: string;
                        city_fr: string;
                        city_en: string;
                        city_ar: string;
                        wilaya_fr: string;
                        wilaya_en: string;
                        wilaya_ar: string;
                        country_fr: string;
                        country_en: string;
                        country_ar: string;
                        description_fr: string;
                        description_en: string;
                        description_ar: string;
                        seller_name_fr: string;
                        seller_name_en: string;
                        seller_name_ar: string;
                        wilaya_id: number | null;
                        base_price: number;
                        afterpromo_price: number | null;
                        promotion_end_date: string | null;
                        promo_active: boolean;
                        land_area: number | null;
                        living_area: number | null;
                        price_per_m2: number | null;
                        num_rooms: number | null;
                        num_bedrooms: number | null;
                        num_floors: number | null;
                        num_bathrooms: number | null;
                        construction_year: number | null;
                        isBanner: boolean;
                        isANePasManquer: boolean;
                        isVisible: boolean;
                        isSelected: boolean;
                        ispromo: boolean;
                        map_link: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        seller_phone: string | null;
                        seller_email: string | null;
                        seller_whatsapp: string | null;
                        images: string[];
                        youtube_url: string | null;
                        property_types: number[];
                        property_states: number[];
                        property_statuses: number[];
                        furnished_types: number[];
                        commodities: number[];
                        security_accessibilities: number[];
                        associated_documents: number[];
                        proximities: number[];
                        views: number[];
                        other_characteristics: number[];
                        view_count: number;
                        phone_reveals: number;
                        verified_at: string | null;
                        verified_by: number | null;
                        stale: boolean;
                        stale_hidden_at: string | null;
                        quality_score: number | null;
                        agent_id: number | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    patchAdminPropertyByIdToggleByField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                field: "isBanner" | "isANePasManquer" | "isVisible" | "isSelected" | "ispromo";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        field: "isBanner" | "isANePasManquer" | "isVisible" | "isSelected" | "ispromo";
                        value: boolean;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminAds: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                locale?: "fr" | "en" | "ar";
                text?: string;
                is_visible?: boolean | ("0" | "1" | "true" | "false");
                order_by?: "date_desc" | "date_asc" | "name_asc" | "name_desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                            bannerImage: string | null;
                            isLinkOnly: boolean;
                            isVisible: boolean;
                            urlLink: string | null;
                            whoAreWeFr: string;
                            whoAreWeEn: string;
                            whoAreWeAr: string;
                            ourProductFr: string;
                            ourProductEn: string;
                            ourProductAr: string;
                            workHoursFr: string;
                            workHoursEn: string;
                            workHoursAr: string;
                            fullAddressFr: string;
                            fullAddressEn: string;
                            fullAddressAr: string;
                            youtubeVideo: string | null;
                            googleMapLink: string | null;
                            lattitude: number | null;
                            longitude: number | null;
                            images: string[];
                            phoneNumber: string | null;
                            email: string | null;
                            websiteLink: string | null;
                            facebook: string | null;
                            insta: string | null;
                            tiktok: string | null;
                            youtube: string | null;
                            whatsUp: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminAdsById: {
        parameters: {
            query?: {
                locale?: "fr" | "en" | "ar";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        name_fr: string;
                        name_en: string;
                        name_ar: string;
                        bannerImage: string | null;
                        isLinkOnly: boolean;
                        isVisible: boolean;
                        urlLink: string | null;
                        whoAreWeFr: string;
                        whoAreWeEn: string;
                        whoAreWeAr: string;
                        ourProductFr: string;
                        ourProductEn: string;
                        ourProductAr: string;
                        workHoursFr: string;
                        workHoursEn: string;
                        workHoursAr: string;
                        fullAddressFr: string;
                        fullAddressEn: string;
                        fullAddressAr: string;
                        youtubeVideo: string | null;
                        googleMapLink: string | null;
                        lattitude: number | null;
                        longitude: number | null;
                        images: string[];
                        phoneNumber: string | null;
                        email: string | null;
                        websiteLink: string | null;
                        facebook: string | null;
                        insta: string | null;
                        tiktok: string | null;
                        youtube: string | null;
                        whatsUp: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteAdminAdsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    patchAdminAdsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_fr?: string | null;
                    name_en?: string | null;
                    name_ar?: string | null;
                    bannerImage?: string | null;
                    isLinkOnly?: boolean | ("0" | "1" | "true" | "false");
                    isVisible?: boolean | ("0" | "1" | "true" | "false");
                    urlLink?: string | null;
                    whoAreWeFr?: string | null;
                    whoAreWeEn?: string | null;
                    whoAreWeAr?: string | null;
                    ourProductFr?: string | null;
                    ourProductEn?: string | null;
                    ourProductAr?: string | null;
                    workHoursFr?: string | null;
                    workHoursEn?: string | null;
                    workHoursAr?: string | null;
                    fullAddressFr?: string | null;
                    fullAddressEn?: string | null;
                    fullAddressAr?: string | null;
                    youtubeVideo?: string | null;
                    googleMapLink?: string | null;
                    lattitude?: number | string | null;
                    longitude?: number | string | null;
                    images?: string[];
                    phoneNumber?: string | null;
                    email?: string | null;
                    websiteLink?: string | null;
                    facebook?: string | null;
                    insta?: string | null;
                    tiktok?: string | null;
                    youtube?: string | null;
                    whatsUp?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        name_fr: string;
                        name_en: string;
                        name_ar: string;
                        bannerImage: string | null;
                        isLinkOnly: boolean;
                        isVisible: boolean;
                        urlLink: string | null;
                        whoAreWeFr: string;
                        whoAreWeEn: string;
                        whoAreWeAr: string;
                        ourProductFr: string;
                        ourProductEn: string;
                        ourProductAr: string;
                        workHoursFr: string;
                        workHoursEn: string;
                        workHoursAr: string;
                        fullAddressFr: string;
                        fullAddressEn: string;
                        fullAddressAr: string;
                        youtubeVideo: string | null;
                        googleMapLink: string | null;
                        lattitude: number | null;
                        longitude: number | null;
                        images: string[];
                        phoneNumber: string | null;
                        email: string | null;
                        websiteLink: string | null;
                        facebook: string | null;
                        insta: string | null;
                        tiktok: string | null;
                        youtube: string | null;
                        whatsUp: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminAd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_fr: string | null;
                    name_en?: string | null;
                    name_ar?: string | null;
                    bannerImage?: string | null;
                    isLinkOnly?: boolean | ("0" | "1" | "true" | "false");
                    isVisible?: boolean | ("0" | "1" | "true" | "false");
                    urlLink?: string | null;
                    whoAreWeFr?: string | null;
                    whoAreWeEn?: string | null;
                    whoAreWeAr?: string | null;
                    ourProductFr?: string | null;
                    ourProductEn?: string | null;
                    ourProductAr?: string | null;
                    workHoursFr?: string | null;
                    workHoursEn?: string | null;
                    workHoursAr?: string | null;
                    fullAddressFr?: string | null;
                    fullAddressEn?: string | null;
                    fullAddressAr?: string | null;
                    youtubeVideo?: string | null;
                    googleMapLink?: string | null;
                    lattitude?: number | string | null;
                    longitude?: number | string | null;
                    images?: string[];
                    phoneNumber?: string | null;
                    email?: string | null;
                    websiteLink?: string | null;
                    facebook?: string | null;
                    insta?: string | null;
                    tiktok?: string | null;
                    youtube?: string | null;
                    whatsUp?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        name_fr: string;
                        name_en: string;
                        name_ar: string;
                        bannerImage: string | null;
                        isLinkOnly: boolean;
                        isVisible: boolean;
                        urlLink: string | null;
                        whoAreWeFr: string;
                        whoAreWeEn: string;
                        whoAreWeAr: string;
                        ourProductFr: string;
                        ourProductEn: string;
                        ourProductAr: string;
                        workHoursFr: string;
                        workHoursEn: string;
                        workHoursAr: string;
                        fullAddressFr: string;
                        fullAddressEn: string;
                        fullAddressAr: string;
                        youtubeVideo: string | null;
                        googleMapLink: string | null;
                        lattitude: number | null;
                        longitude: number | null;
                        images: string[];
                        phoneNumber: string | null;
                        email: string | null;
                        websiteLink: string | null;
                        facebook: string | null;
                        insta: string | null;
                        tiktok: string | null;
                        youtube: string | null;
                        whatsUp: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    patchAdminAdsByIdToggleByField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                field: "isVisible" | "isLinkOnly";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        field: "isVisible" | "isLinkOnly";
                        value: boolean;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        files: {
                            path: string;
                            /** @enum {string} */
                            status: "ok" | "too_big" | "invalid";
                            originalName: string;
                            message?: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too large: `request.too_large`, `image.too_large`, `upload.too_many_files`, `import.too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminUploadStatic: {
        parameters: {
            query: {
                customName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        files: {
                            path: string;
                            /** @enum {string} */
                            status: "ok" | "too_big" | "invalid";
                            originalName: string;
                            message?: string;
                        }[];
                        static_name: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too large: `request.too_large`, `image.too_large`, `upload.too_many_files`, `import.too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminMedia: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                kind?: "all" | "static" | "upload";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            path: string;
                            original_name: string;
                            static_name: string | null;
                            width: number;
                            height: number;
                            bytes: number;
                            variants: {
                                width: number;
                                format: string;
                                path: string;
                            }[];
                            uploaded_by: number | null;
                            created_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteAdminMediaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminStat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        properties: {
                            total: number;
                            visible: number;
                            hidden: number;
                            promo_active: number;
                            banner: number;
                            must_see: number;
                            selected: number;
                            by_status: {
                                id: number;
                                name: string;
                                count: number;
                            }[];
                            by_type: {
                                id: number;
                                name: string;
                                count: number;
                            }[];
                        };
                        ads: {
                            total: number;
                            visible: number;
                        };
                        agents: {
                            total: number;
                            superadmins: number;
                        };
                        messages: {
                            total: number;
                            unread: number;
                        };
                        last_30_days: {
                            from: string;
                            to: string;
                            views: number;
                            phone_reveals: number;
                            series: {
                                day: string;
                                views: number;
                                phone_reveals: number;
                            }[];
                        };
                        top_properties: {
                            id: number;
                            name: string;
                            views: number;
                            phone_reveals: number;
                        }[];
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminStatFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        top: {
                            id: number;
                            name: string;
                            favorites: number;
                            adds: number;
                            removes: number;
                            is_visible: boolean;
                        }[];
                        total_favorites: number;
                        favorited_properties: number;
                        alerts: {
                            active: number;
                            pending: number;
                        };
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminMessages: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                unread?: boolean | ("0" | "1" | "true" | "false");
                order_by?: "date_desc" | "date_asc" | "unread_first";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            full_name: string;
                            email: string | null;
                            phone_number: string | null;
                            object: string;
                            message: string;
                            locale: string | null;
                            /** @enum {string} */
                            email_status: "pending" | "sent" | "failed" | "skipped";
                            read: boolean;
                            read_at: string | null;
                            created_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        unread: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    patchAdminMessagesByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description { "read": false } marks the message unread again; no body marks it read */
        requestBody: {
            content: {
                "application/json": {
                    read?: boolean | ("0" | "1" | "true" | "false");
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        full_name: string;
                        email: string | null;
                        phone_number: string | null;
                        object: string;
                        message: string;
                        locale: string | null;
                        /** @enum {string} */
                        email_status: "pending" | "sent" | "failed" | "skipped";
                        read: boolean;
                        read_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteAdminMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminReferenceByList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "types" | "states" | "statuses" | "furnished_types" | "commodities" | "security_accessibilities" | "associated_documents" | "proximities" | "views" | "other_characteristics";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            key: string;
                            name_fr: string;
                            name_en: string;
                            name_ar: string;
                            sort_order: number;
                            category: ("property" | "cadastral" | "administration" | "fiscal" | "construction" | "other") | null;
                            properties: number;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminReferenceByList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "types" | "states" | "statuses" | "furnished_types" | "commodities" | "security_accessibilities" | "associated_documents" | "proximities" | "views" | "other_characteristics";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_fr: string | null;
                    name_en: string | null;
                    name_ar: string | null;
                    sort_order?: number;
                    /** @enum {string} */
                    category?: "property" | "cadastral" | "administration" | "fiscal" | "construction" | "other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        key: string;
                        name_fr: string;
                        name_en: string;
                        name_ar: string;
                        sort_order: number;
                        category: ("property" | "cadastral" | "administration" | "fiscal" | "construction" | "other") | null;
                        properties: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteAdminReferenceByListById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "types" | "states" | "statuses" | "furnished_types" | "commodities" | "security_accessibilities" | "associated_documents" | "proximities" | "views" | "other_characteristics";
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        properties_updated: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    patchAdminReferenceByListById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "types" | "states" | "statuses" | "furnished_types" | "commodities" | "security_accessibilities" | "associated_documents" | "proximities" | "views" | "other_characteristics";
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_fr?: string | null;
                    name_en?: string | null;
                    name_ar?: string | null;
                    sort_order?: number;
                    /** @enum {string} */
                    category?: "property" | "cadastral" | "administration" | "fiscal" | "construction" | "other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        key: string;
                        name_fr: string;
                        name_en: string;
                        name_ar: string;
                        sort_order: number;
                        category: ("property" | "cadastral" | "administration" | "fiscal" | "construction" | "other") | null;
                        properties: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    patchAdminPropertyByIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    verified: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        verified_at: string | null;
                        verified_by: number | null;
                        verified_by_username: string | null;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminPropertyByIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name_fr: string;
                        name_en: string;
                        name_ar: string;
                        address_fr: string;
                        address_en: string;
                        address_ar: string;
                        city_fr: string;
                        city_en: string;
                        city_ar: string;
                        wilaya_fr: string;
                        wilaya_en: string;
                        wilaya_ar: string;
                        country_fr: string;
                        country_en: string;
                        country_ar: string;
                        description_fr: string;
                        description_en: string;
                        description_ar: string;
                        seller_name_fr: string;
                        seller_name_en: string;
                        seller_name_ar: string;
                        wilaya_id: number | null;
                        base_price: number;
                        afterpromo_price: number | null;
                        promotion_end_date: string | null;
                        promo_active: boolean;
                        land_area: number | null;
                        living_area: number | null;
                        price_per_m2: number | null;
                        num_rooms: number | null;
                        num_bedrooms: number | null;
                        num_floors: number | null;
                        num_bathrooms: number | null;
                        construction_year: number | null;
                        isBanner: boolean;
                        isANePasManquer: boolean;
                        isVisible: boolean;
                        isSelected: boolean;
                        ispromo: boolean;
                        map_link: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        seller_phone: string | null;
                        seller_email: string | null;
                        seller_whatsapp: string | null;
                        images: string[];
                        youtube_url: string | null;
                        property_types: number[];
                        property_states: number[];
                        property_statuses: number[];
                        furnished_types: number[];
                        commodities: number[];
                        security_accessibilities: number[];
                        associated_documents: number[];
                        proximities: number[];
                        views: number[];
                        other_characteristics: number[];
                        view_count: number;
                        phone_reveals: number;
                        verified_at: string | null;
                        verified_by: number | null;
                        stale: boolean;
                        stale_hidden_at: string | null;
                        quality_score: number | null;
                        agent_id: number | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminPropertyByIdDuplicates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name_fr: string;
                            base_price: number;
                            image: string | null;
                            distance_m: number | null;
                            reasons: ("nearby_same_price" | "same_first_image")[];
                        }[];
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminLeads: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "new" | "contacted" | "visit_planned" | "offer" | "won" | "estimation_visit" | "mandate_signed" | "published" | "lost";
                kind?: "buyer" | "owner";
                agent_id?: number;
                unassigned?: "true" | "false";
                property_id?: number;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            property_id: number | null;
                            property_name: string | null;
                            agent_id: number | null;
                            agent_username: string | null;
                            full_name: string;
                            email: string | null;
                            phone_number: string | null;
                            message: string;
                            preferred_channel: ("phone" | "whatsapp" | "email") | null;
                            /** @enum {string} */
                            status: "new" | "contacted" | "visit_planned" | "offer" | "won" | "estimation_visit" | "mandate_signed" | "published" | "lost";
                            /** @enum {string} */
                            kind: "buyer" | "owner";
                            /** @enum {string} */
                            source: "property" | "contact" | "visit" | "owner";
                            locale: string | null;
                            /** @enum {string} */
                            email_status: "pending" | "sent" | "failed" | "skipped";
                            first_response_at: string | null;
                            first_response_seconds: number | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        /** @description New leads: every one for a superadmin, those assigned to the agent for an agent */
                        unread: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminLeadsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        property_id: number | null;
                        property_name: string | null;
                        agent_id: number | null;
                        agent_username: string | null;
                        full_name: string;
                        email: string | null;
                        phone_number: string | null;
                        message: string;
                        preferred_channel: ("phone" | "whatsapp" | "email") | null;
                        /** @enum {string} */
                        status: "new" | "contacted" | "visit_planned" | "offer" | "won" | "estimation_visit" | "mandate_signed" | "published" | "lost";
                        /** @enum {string} */
                        kind: "buyer" | "owner";
                        /** @enum {string} */
                        source: "property" | "contact" | "visit" | "owner";
                        locale: string | null;
                        /** @enum {string} */
                        email_status: "pending" | "sent" | "failed" | "skipped";
                        first_response_at: string | null;
                        first_response_seconds: number | null;
                        created_at: string;
                        updated_at: string;
                        notes: {
                            id: number;
                            author_id: number | null;
                            author_name: string;
                            body: string;
                            created_at: string;
                        }[];
                        /** @description The visit requests linked to the lead, oldest first */
                        visits: {
                            id: number;
                            /** @enum {string} */
                            status: "requested" | "confirmed" | "declined" | "cancelled";
                            slots: string[];
                            confirmed_start: string | null;
                            created_at: string;
                        }[];
                        /** @description An owner lead's property, photos, mandate and report; null for a buyer's */
                        owner: {
                            /** @enum {string} */
                            deal: "sell" | "rent";
                            property_type_id: number | null;
                            property_type: string | null;
                            wilaya_id: number;
                            commune: string;
                            address: string;
                            living_area: number | null;
                            land_area: number | null;
                            num_rooms: number | null;
                            asking_price: number | null;
                            photos: string[];
                            lost_reason: string | null;
                            mandate_type: ("simple" | "exclusive") | null;
                            mandate_start: string | null;
                            mandate_end: string | null;
                            mandate_fee: number | null;
                            published_at: string | null;
                            report_token: string | null;
                            report_note: string;
                        } | null;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    patchAdminLeadsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "new" | "contacted" | "visit_planned" | "offer" | "won" | "estimation_visit" | "mandate_signed" | "published" | "lost";
                    agent_id?: number | null;
                    lost_reason?: string;
                    mandate?: {
                        /** @enum {string} */
                        type: "simple" | "exclusive";
                        start: string;
                        end: string;
                        fee?: number | null;
                    };
                    report_note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        property_id: number | null;
                        property_name: string | null;
                        agent_id: number | null;
                        agent_username: string | null;
                        full_name: string;
                        email: string | null;
                        phone_number: string | null;
                        message: string;
                        preferred_channel: ("phone" | "whatsapp" | "email") | null;
                        /** @enum {string} */
                        status: "new" | "contacted" | "visit_planned" | "offer" | "won" | "estimation_visit" | "mandate_signed" | "published" | "lost";
                        /** @enum {string} */
                        kind: "buyer" | "owner";
                        /** @enum {string} */
                        source: "property" | "contact" | "visit" | "owner";
                        locale: string | null;
                        /** @enum {string} */
                        email_status: "pending" | "sent" | "failed" | "skipped";
                        first_response_at: string | null;
                        first_response_seconds: number | null;
                        created_at: string;
                        updated_at: string;
                        notes: {
                            id: number;
                            author_id: number | null;
                            author_name: string;
                            body: string;
                            created_at: string;
                        }[];
                        /** @description The visit requests linked to the lead, oldest first */
                        visits: {
                            id: number;
                            /** @enum {string} */
                            status: "requested" | "confirmed" | "declined" | "cancelled";
                            slots: string[];
                            confirmed_start: string | null;
                            created_at: string;
                        }[];
                        /** @description An owner lead's property, photos, mandate and report; null for a buyer's */
                        owner: {
                            /** @enum {string} */
                            deal: "sell" | "rent";
                            property_type_id: number | null;
                            property_type: string | null;
                            wilaya_id: number;
                            commune: string;
                            address: string;
                            living_area: number | null;
                            land_area: number | null;
                            num_rooms: number | null;
                            asking_price: number | null;
                            photos: string[];
                            lost_reason: string | null;
                            mandate_type: ("simple" | "exclusive") | null;
                            mandate_start: string | null;
                            mandate_end: string | null;
                            mandate_fee: number | null;
                            published_at: string | null;
                            report_token: string | null;
                            report_note: string;
                        } | null;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminLeadsByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        property_id: number | null;
                        property_name: string | null;
                        agent_id: number | null;
                        agent_username: string | null;
                        full_name: string;
                        email: string | null;
                        phone_number: string | null;
                        message: string;
                        preferred_channel: ("phone" | "whatsapp" | "email") | null;
                        /** @enum {string} */
                        status: "new" | "contacted" | "visit_planned" | "offer" | "won" | "estimation_visit" | "mandate_signed" | "published" | "lost";
                        /** @enum {string} */
                        kind: "buyer" | "owner";
                        /** @enum {string} */
                        source: "property" | "contact" | "visit" | "owner";
                        locale: string | null;
                        /** @enum {string} */
                        email_status: "pending" | "sent" | "failed" | "skipped";
                        first_response_at: string | null;
                        first_response_seconds: number | null;
                        created_at: string;
                        updated_at: string;
                        notes: {
                            id: number;
                            author_id: number | null;
                            author_name: string;
                            body: string;
                            created_at: string;
                        }[];
                        /** @description The visit requests linked to the lead, oldest first */
                        visits: {
                            id: number;
                            /** @enum {string} */
                            status: "requested" | "confirmed" | "declined" | "cancelled";
                            slots: string[];
                            confirmed_start: string | null;
                            created_at: string;
                        }[];
                        /** @description An owner lead's property, photos, mandate and report; null for a buyer's */
                        owner: {
                            /** @enum {string} */
                            deal: "sell" | "rent";
                            property_type_id: number | null;
                            property_type: string | null;
                            wilaya_id: number;
                            commune: string;
                            address: string;
                            living_area: number | null;
                            land_area: number | null;
                            num_rooms: number | null;
                            asking_price: number | null;
                            photos: string[];
                            lost_reason: string | null;
                            mandate_type: ("simple" | "exclusive") | null;
                            mandate_start: string | null;
                            mandate_end: string | null;
                            mandate_fee: number | null;
                            published_at: string | null;
                            report_token: string | null;
                            report_note: string;
                        } | null;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminLeadsByIdDraftListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property_id: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description In conflict with what is stored: `visit.slot_taken`, `visit.already_decided`, `import.has_errors`, `import.already_confirmed`… */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminLeadsByIdReportLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        property_id: number | null;
                        property_name: string | null;
                        agent_id: number | null;
                        agent_username: string | null;
                        full_name: string;
                        email: string | null;
                        phone_number: string | null;
                        message: string;
                        preferred_channel: ("phone" | "whatsapp" | "email") | null;
                        /** @enum {string} */
                        status: "new" | "contacted" | "visit_planned" | "offer" | "won" | "estimation_visit" | "mandate_signed" | "published" | "lost";
                        /** @enum {string} */
                        kind: "buyer" | "owner";
                        /** @enum {string} */
                        source: "property" | "contact" | "visit" | "owner";
                        locale: string | null;
                        /** @enum {string} */
                        email_status: "pending" | "sent" | "failed" | "skipped";
                        first_response_at: string | null;
                        first_response_seconds: number | null;
                        created_at: string;
                        updated_at: string;
                        notes: {
                            id: number;
                            author_id: number | null;
                            author_name: string;
                            body: string;
                            created_at: string;
                        }[];
                        /** @description The visit requests linked to the lead, oldest first */
                        visits: {
                            id: number;
                            /** @enum {string} */
                            status: "requested" | "confirmed" | "declined" | "cancelled";
                            slots: string[];
                            confirmed_start: string | null;
                            created_at: string;
                        }[];
                        /** @description An owner lead's property, photos, mandate and report; null for a buyer's */
                        owner: {
                            /** @enum {string} */
                            deal: "sell" | "rent";
                            property_type_id: number | null;
                            property_type: string | null;
                            wilaya_id: number;
                            commune: string;
                            address: string;
                            living_area: number | null;
                            land_area: number | null;
                            num_rooms: number | null;
                            asking_price: number | null;
                            photos: string[];
                            lost_reason: string | null;
                            mandate_type: ("simple" | "exclusive") | null;
                            mandate_start: string | null;
                            mandate_end: string | null;
                            mandate_fee: number | null;
                            published_at: string | null;
                            report_token: string | null;
                            report_note: string;
                        } | null;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description In conflict with what is stored: `visit.slot_taken`, `visit.already_decided`, `import.has_errors`, `import.already_confirmed`… */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    deleteAdminLeadsByIdReportLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        property_id: number | null;
                        property_name: string | null;
                        agent_id: number | null;
                        agent_username: string | null;
                        full_name: string;
                        email: string | null;
                        phone_number: string | null;
                        message: string;
                        preferred_channel: ("phone" | "whatsapp" | "email") | null;
                        /** @enum {string} */
                        status: "new" | "contacted" | "visit_planned" | "offer" | "won" | "estimation_visit" | "mandate_signed" | "published" | "lost";
                        /** @enum {string} */
                        kind: "buyer" | "owner";
                        /** @enum {string} */
                        source: "property" | "contact" | "visit" | "owner";
                        locale: string | null;
                        /** @enum {string} */
                        email_status: "pending" | "sent" | "failed" | "skipped";
                        first_response_at: string | null;
                        first_response_seconds: number | null;
                        created_at: string;
                        updated_at: string;
                        notes: {
                            id: number;
                            author_id: number | null;
                            author_name: string;
                            body: string;
                            created_at: string;
                        }[];
                        /** @description The visit requests linked to the lead, oldest first */
                        visits: {
                            id: number;
                            /** @enum {string} */
                            status: "requested" | "confirmed" | "declined" | "cancelled";
                            slots: string[];
                            confirmed_start: string | null;
                            created_at: string;
                        }[];
                        /** @description An owner lead's property, photos, mandate and report; null for a buyer's */
                        owner: {
                            /** @enum {string} */
                            deal: "sell" | "rent";
                            property_type_id: number | null;
                            property_type: string | null;
                            wilaya_id: number;
                            commune: string;
                            address: string;
                            living_area: number | null;
                            land_area: number | null;
                            num_rooms: number | null;
                            asking_price: number | null;
                            photos: string[];
                            lost_reason: string | null;
                            mandate_type: ("simple" | "exclusive") | null;
                            mandate_start: string | null;
                            mandate_end: string | null;
                            mandate_fee: number | null;
                            published_at: string | null;
                            report_token: string | null;
                            report_note: string;
                        } | null;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminStatLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        last_30_days: {
                            received: number;
                            responded: number;
                        };
                        median_first_response_seconds: number | null;
                        per_week: {
                            week: string;
                            leads: number;
                        }[];
                        conversion_by_type: {
                            id: number;
                            name: string;
                            views: number;
                            leads: number;
                        }[];
                        conversion_by_wilaya: {
                            id: number;
                            name: string;
                            views: number;
                            leads: number;
                        }[];
                        mandates_ending: {
                            lead_id: number;
                            full_name: string;
                            /** @enum {string} */
                            mandate_type: "simple" | "exclusive";
                            mandate_end: string;
                            property_id: number | null;
                            agent_username: string | null;
                        }[];
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Entries by this account */
                actor_id?: number;
                entity?: "property" | "ad" | "agent" | "settings" | "reference" | "site_image" | "image" | "lead" | "visit" | "message";
                entity_id?: number;
                action?: "create" | "update" | "delete" | "login" | "login_failed" | "password_change";
                /** @description From this day (included) */
                from?: string;
                /** @description Up to this day (included) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description When (ISO date-time) */
                            at: string;
                            /** @description null: no such account (failed login) */
                            actor_id: number | null;
                            actor_username: string;
                            /** @enum {string} */
                            action: "create" | "update" | "delete" | "login" | "login_failed" | "password_change";
                            /** @enum {string} */
                            entity: "property" | "ad" | "agent" | "settings" | "reference" | "site_image" | "image" | "lead" | "visit" | "message";
                            entity_id: number | null;
                            /** @description What the entity was called at the time */
                            entity_label: string;
                            /** @description Per field: before and after (a side is absent when there was none) */
                            changes: {
                                [key: string]: {
                                    before?: unknown;
                                    after?: unknown;
                                };
                            };
                            ip: string | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminPropertyExport: {
        parameters: {
            query: {
                page?: number;
                limit?: number;
                text?: string;
                property_type_id?: (number | string)[] | number | string | null;
                property_state_id?: (number | string)[] | number | string | null;
                property_status_id?: (number | string)[] | number | string | null;
                commodity_id?: (number | string)[] | number | string | null;
                security_accessibility_id?: (number | string)[] | number | string | null;
                associated_document_id?: (number | string)[] | number | string | null;
                proximity_id?: (number | string)[] | number | string | null;
                view_id?: (number | string)[] | number | string | null;
                other_characteristic_id?: (number | string)[] | number | string | null;
                furnished_type_id?: (number | string)[] | number | string | null;
                wilayas?: (number | string)[] | number | string | null;
                min_price?: number | string | null;
                max_price?: number | string | null;
                min_land_area?: number | string | null;
                max_land_area?: number | string | null;
                min_living_area?: number | string | null;
                max_living_area?: number | string | null;
                min_price_per_m2?: number | string | null;
                max_price_per_m2?: number | string | null;
                min_bedrooms?: number | string | null;
                max_bedrooms?: number | string | null;
                min_bathrooms?: number | string | null;
                max_bathrooms?: number | string | null;
                min_rooms?: number | string | null;
                max_rooms?: number | string | null;
                min_floors?: number | string | null;
                max_floors?: number | string | null;
                min_lat?: number | string | null;
                max_lat?: number | string | null;
                min_lng?: number | string | null;
                max_lng?: number | string | null;
                isBanner?: boolean | ("0" | "1" | "true" | "false");
                isANePasManquer?: boolean | ("0" | "1" | "true" | "false");
                isVisible?: boolean | ("0" | "1" | "true" | "false");
                isSelected?: boolean | ("0" | "1" | "true" | "false");
                ispromo?: boolean | ("0" | "1" | "true" | "false");
                verified?: boolean | ("0" | "1" | "true" | "false");
                stale?: boolean | ("0" | "1" | "true" | "false");
                order_by?: "price_desc" | "price_asc" | "date_desc" | "date_asc" | "name_asc" | "name_desc" | "area_desc" | "area_asc" | "updated_desc" | "updated_asc" | "quality_desc" | "quality_asc" | "views_desc" | "views_asc" | "phone_reveals_desc" | "phone_reveals_asc" | "phone_clicks_desc" | "phone_clicks_asc" | "whatsapp_clicks_desc" | "whatsapp_clicks_asc" | "shares_desc" | "shares_asc" | "favorites_desc" | "favorites_asc";
                agent_id?: number | string | null;
                format: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (CSV in UTF-8 with BOM, `;`-separated, or XLSX) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminPropertyImportTemplate: {
        parameters: {
            query: {
                format: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (CSV in UTF-8 with BOM, `;`-separated, or XLSX) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminPropertyImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        file_name: string;
                        expires_at: string;
                        total_rows: number;
                        create_count: number;
                        update_count: number;
                        error_count: number;
                        rows: {
                            line: number;
                            /** @enum {string} */
                            action: "create" | "update";
                            property_id: number | null;
                            name_fr: string;
                            errors: {
                                column: string;
                                message: string;
                            }[];
                            image_urls: string[];
                        }[];
                        image_hosts: string[];
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Too large: `request.too_large`, `image.too_large`, `upload.too_many_files`, `import.too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminPropertyImportByIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        created: number;
                        updated: number;
                        images_fetched: number;
                        images_set_aside: {
                            line: number;
                            property_id: number;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description In conflict with what is stored: `visit.slot_taken`, `visit.already_decided`, `import.has_errors`, `import.already_confirmed`… */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No longer available: `import.expired` */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminPropertyImportImageHosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hosts: string[];
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    putAdminPropertyImportImageHosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hosts: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hosts: string[];
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminPropertyByIdStats: {
        parameters: {
            query?: {
                /** @description First day (Algiers time); default `to` − 29 */
                from?: string;
                /** @description Last day, included; default today */
                to?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property_id: number;
                        from: string;
                        to: string;
                        days: {
                            views: number;
                            phone_reveals: number;
                            phone_clicks: number;
                            whatsapp_clicks: number;
                            shares: number;
                            favorites: number;
                            leads: number;
                            visits: number;
                            visits_done: number;
                            day: string;
                        }[];
                        totals: {
                            views: number;
                            phone_reveals: number;
                            phone_clicks: number;
                            whatsapp_clicks: number;
                            shares: number;
                            favorites: number;
                            leads: number;
                            visits: number;
                            visits_done: number;
                        };
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminVisits: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "requested" | "confirmed" | "declined" | "cancelled";
                property_id?: number;
                /** @description A day (Algiers time): visits confirmed or proposed on it */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            property: {
                                id: number;
                                name: string;
                                address: string;
                            } | null;
                            full_name: string;
                            phone_number: string;
                            email: string | null;
                            message: string;
                            /** @enum {string} */
                            locale: "fr" | "ar" | "en";
                            slots: string[];
                            /** @enum {string} */
                            status: "requested" | "confirmed" | "declined" | "cancelled";
                            confirmed_start: string | null;
                            confirmed_end: string | null;
                            agent: {
                                id: number;
                                username: string;
                            } | null;
                            decided_at: string | null;
                            /** @enum {string} */
                            email_status: "pending" | "sent" | "failed" | "skipped";
                            confirmation_email_status: ("pending" | "sent" | "failed" | "skipped") | null;
                            /** @description The visitor's notice of a decline or a cancellation (null: none yet) */
                            decision_email_status: ("pending" | "sent" | "failed" | "skipped") | null;
                            /** @description The lead (« Demande ») this request opened or joined; null for older requests */
                            lead_id: number | null;
                            created_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    getAdminVisitsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        property: {
                            id: number;
                            name: string;
                            address: string;
                        } | null;
                        full_name: string;
                        phone_number: string;
                        email: string | null;
                        message: string;
                        /** @enum {string} */
                        locale: "fr" | "ar" | "en";
                        slots: string[];
                        /** @enum {string} */
                        status: "requested" | "confirmed" | "declined" | "cancelled";
                        confirmed_start: string | null;
                        confirmed_end: string | null;
                        agent: {
                            id: number;
                            username: string;
                        } | null;
                        decided_at: string | null;
                        /** @enum {string} */
                        email_status: "pending" | "sent" | "failed" | "skipped";
                        confirmation_email_status: ("pending" | "sent" | "failed" | "skipped") | null;
                        /** @description The visitor's notice of a decline or a cancellation (null: none yet) */
                        decision_email_status: ("pending" | "sent" | "failed" | "skipped") | null;
                        /** @description The lead (« Demande ») this request opened or joined; null for older requests */
                        lead_id: number | null;
                        created_at: string;
                        slot_taken: boolean[];
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    patchAdminVisitsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "declined" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        property: {
                            id: number;
                            name: string;
                            address: string;
                        } | null;
                        full_name: string;
                        phone_number: string;
                        email: string | null;
                        message: string;
                        /** @enum {string} */
                        locale: "fr" | "ar" | "en";
                        slots: string[];
                        /** @enum {string} */
                        status: "requested" | "confirmed" | "declined" | "cancelled";
                        confirmed_start: string | null;
                        confirmed_end: string | null;
                        agent: {
                            id: number;
                            username: string;
                        } | null;
                        decided_at: string | null;
                        /** @enum {string} */
                        email_status: "pending" | "sent" | "failed" | "skipped";
                        confirmation_email_status: ("pending" | "sent" | "failed" | "skipped") | null;
                        /** @description The visitor's notice of a decline or a cancellation (null: none yet) */
                        decision_email_status: ("pending" | "sent" | "failed" | "skipped") | null;
                        /** @description The lead (« Demande ») this request opened or joined; null for older requests */
                        lead_id: number | null;
                        created_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description In conflict with what is stored: `visit.slot_taken`, `visit.already_decided`, `import.has_errors`, `import.already_confirmed`… */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
    postAdminVisitsByIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description One of the visit's proposed `slots`, as they are written there, still ahead: else 400 `visit.unknown_slot` or `visit.slot_in_past`; 409 `visit.slot_taken` when the agent has another confirmed visit at that time.
                     * @example 2026-12-05T10:00:00+01:00
                     */
                    slot: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        property: {
                            id: number;
                            name: string;
                            address: string;
                        } | null;
                        full_name: string;
                        phone_number: string;
                        email: string | null;
                        message: string;
                        /** @enum {string} */
                        locale: "fr" | "ar" | "en";
                        slots: string[];
                        /** @enum {string} */
                        status: "requested" | "confirmed" | "declined" | "cancelled";
                        confirmed_start: string | null;
                        confirmed_end: string | null;
                        agent: {
                            id: number;
                            username: string;
                        } | null;
                        decided_at: string | null;
                        /** @enum {string} */
                        email_status: "pending" | "sent" | "failed" | "skipped";
                        confirmation_email_status: ("pending" | "sent" | "failed" | "skipped") | null;
                        /** @description The visitor's notice of a decline or a cancellation (null: none yet) */
                        decision_email_status: ("pending" | "sent" | "failed" | "skipped") | null;
                        /** @description The lead (« Demande ») this request opened or joined; null for older requests */
                        lead_id: number | null;
                        created_at: string;
                    };
                };
            };
            /** @description Bad input: `code` says what, `field` where (`validation.*`, `request.*`…) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description No valid session: `auth.required`, `auth.invalid_credentials`, `auth.session_expired` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Not allowed for this agent: `auth.forbidden` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description Unknown or hidden id: `*.not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
            /** @description In conflict with what is stored: `visit.slot_taken`, `visit.already_decided`, `import.has_errors`, `import.already_confirmed`… */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["ErrorCode"];
                        /** @description An English sentence for the API user */
                        message: string;
                        /** @description The input field at fault, dotted (`images.2`), when known */
                        field?: string;
                    };
                };
            };
        };
    };
}
