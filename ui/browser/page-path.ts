// The current page's path as the route table spells it: with its trailing slash (spec §2 "All routes end in a slash").
// Vike's urlPathname lacks the slash for a prerendered filesystem route ('/events') but has it in the browser
// ('/events/'): one spelling for both keeps active menu classes right and the hydrated HTML equal to the prerendered.
export const withTrailingSlash = (pathname: string): string => (pathname.endsWith('/') ? pathname : `${pathname}/`)
