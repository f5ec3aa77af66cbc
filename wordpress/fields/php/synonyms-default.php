<?php
/**
 * Runs the plugin's default of the search synonyms (includes/search-synonyms.php) outside WordPress, for
 * wordpress/fields/synonyms-default.test.ts: ACF's stored meta is stubbed, the filter is called as ACF calls it after
 * the repeater's loader, and what it returns goes to stdout as JSON.
 *
 * Stdin: { "post_id": "options", "stored": null | value, "value": the loaded rows, "field": the repeater field }.
 *
 * @package Hoefslag
 */

define( 'ABSPATH', __DIR__ );

$hoefslag_case = json_decode( (string) file_get_contents( 'php://stdin' ), true );

/** Hooks are not run here. */
function add_filter(): void {}

/**
 * ACF's stored meta of the field: null when it was never saved.
 *
 * @param int|string $post_id ACF's object id.
 * @param string     $name    The meta name.
 */
function acf_get_metadata( $post_id, $name ) {
	return $GLOBALS['hoefslag_case']['stored'];
}

require __DIR__ . '/../../hoefslag-headless/includes/search-synonyms.php';

echo wp_json_encode_stub( hoefslag_seed_search_synonyms( $hoefslag_case['value'], $hoefslag_case['post_id'], $hoefslag_case['field'] ) );

/**
 * JSON as the test reads it.
 *
 * @param mixed $value The value.
 */
function wp_json_encode_stub( $value ): string {
	return (string) json_encode( $value, JSON_UNESCAPED_UNICODE );
}
