// THROWAWAY (layout development): /_layout-dev/ and /_layout-dev/{kind}/ — delete before merge.
export default '/_layout-dev/*'
