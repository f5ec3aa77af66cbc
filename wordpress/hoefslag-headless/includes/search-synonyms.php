<?php
/**
 * The default of the general settings' search synonyms: the horse thesaurus, lay and veterinary terms in one rule a
 * line in the Solr syntax ("a, b" equivalent, "a, b => c" one way; "#" starts a comment). It is the site repository's
 * search/thesaurus/paard-nl.txt, copied beside this file by `npm run thesaurus:sync`. Until the synonyms are first
 * saved, ACF loads these rules as the field's rows: the "Site-instellingen" page shows them and REST answers them, so
 * the site searches with them, and an editor changes, removes or adds rows and saves. A saved list, even an empty one,
 * is never replaced.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** The thesaurus the plugin ships as the synonyms' default. */
const HOEFSLAG_SYNONYMS_DEFAULT_FILE = __DIR__ . '/search-synonyms-default.txt';

/**
 * The default rules, one per row: the file's lines without comments and blank lines.
 *
 * @return string[]
 */
function hoefslag_default_synonym_rules(): array {
	$text  = is_readable( HOEFSLAG_SYNONYMS_DEFAULT_FILE ) ? (string) file_get_contents( HOEFSLAG_SYNONYMS_DEFAULT_FILE ) : '';
	$rules = array();
	foreach ( (array) preg_split( '/\R/u', $text ) as $line ) {
		$line = trim( (string) $line );
		if ( '' !== $line && '#' !== $line[0] ) {
			$rules[] = $line;
		}
	}
	return $rules;
}

/**
 * The synonyms repeater's rows as ACF loads them, or the default rules when the options page never saved it (ACF has
 * no meta for it at all: an emptied list is stored as 0 rows and stays empty).
 *
 * @param mixed      $value   The rows the repeater loaded.
 * @param int|string $post_id ACF's object id.
 * @param array      $field   The repeater field.
 * @return mixed
 */
function hoefslag_seed_search_synonyms( $value, $post_id, array $field ) {
	if ( 'synonyms' !== ( $field['_name'] ?? $field['name'] ?? '' ) || ! in_array( $post_id, array( 'options', 'option' ), true ) ) {
		return $value;
	}
	if ( null !== acf_get_metadata( $post_id, (string) ( $field['name'] ?? '' ) ) ) {
		return $value;
	}
	$words = '';
	foreach ( (array) ( $field['sub_fields'] ?? array() ) as $sub ) {
		if ( 'words' === ( $sub['_name'] ?? $sub['name'] ?? '' ) ) {
			$words = (string) $sub['key'];
		}
	}
	if ( '' === $words ) {
		return $value;
	}
	return array_map( static fn( string $rule ): array => array( $words => $rule ), hoefslag_default_synonym_rules() );
}
// After the repeater's own loader (priority 10), which reads the rows ACF stored.
add_filter( 'acf/load_value/type=repeater', 'hoefslag_seed_search_synonyms', 20, 3 );
