<?php
/**
 * The site's build status as WordPress reads it (decisions 037, 044 and 055): asked from the site's build endpoint on
 * the server with the shared secret (the secret never reaches the browser), or made from the site's deploy events on
 * Netlify (build-events.php); kept briefly for the list screens; and the finished builds it tells of, each with its
 * outcome, which publish-status.php judges an item's change by.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** How long (seconds) the list screens reuse the site's build status before asking again. */
const HOEFSLAG_STATUS_CACHE_TTL = 20;
/** The transient that holds it. */
const HOEFSLAG_STATUS_CACHE = 'hoefslag_build_status';

/**
 * The site's build status, as its build endpoint answers `GET` with the secret (server/build-hook.ts): the queue state
 * and the latest requests (`tickets`, each with the `outcome` of its build once that finished). With a Netlify build
 * hook (or once the site's deploy events arrive) and no status URL: the same, made from the deploy events
 * (build-events.php). A WP_Error when there is no status URL or the site does not answer it.
 *
 * The answer (or the failure) is kept HOEFSLAG_STATUS_CACHE_TTL seconds, for the list screens (`$fresh` false): a
 * list screen never waits on the site more than once in that time. The plugin drops it when it asks for a build, when
 * a deploy event arrives and when the build hook's settings change; the block editor's panel always asks afresh.
 *
 * @param bool $fresh Ask the site even when a recent answer is kept.
 * @return array|WP_Error
 */
function hoefslag_fetch_build_status( bool $fresh = true ) {
	$url = (string) hoefslag_setting( 'hoefslag_build_status_url' );
	if ( '' === $url && hoefslag_build_status_from_events() ) {
		return hoefslag_events_build_status();
	}
	if ( '' === $url ) {
		$url = (string) hoefslag_setting( 'hoefslag_build_hook_url' );
	}
	if ( '' === $url ) {
		return new WP_Error( 'hoefslag_no_build_hook', 'Er is geen build hook ingesteld (Instellingen → Hoefslag).' );
	}
	$kept = $fresh ? false : get_transient( HOEFSLAG_STATUS_CACHE );
	if ( is_array( $kept ) ) {
		return isset( $kept['error'] ) ? new WP_Error( 'hoefslag_status_unknown', (string) $kept['error'] ) : $kept['status'];
	}
	$status = hoefslag_ask_build_status( $url );
	set_transient( HOEFSLAG_STATUS_CACHE, is_wp_error( $status ) ? array( 'error' => $status->get_error_message() ) : array( 'status' => $status ), HOEFSLAG_STATUS_CACHE_TTL );
	return $status;
}

/** Forgets the kept build status: the next list screen asks the site again. */
function hoefslag_forget_build_status(): void {
	delete_transient( HOEFSLAG_STATUS_CACHE );
}
foreach ( array( 'hoefslag_build_hook_url', 'hoefslag_build_status_url', 'hoefslag_build_hook_secret' ) as $hoefslag_option ) {
	add_action( "update_option_{$hoefslag_option}", 'hoefslag_forget_build_status' );
	add_action( "add_option_{$hoefslag_option}", 'hoefslag_forget_build_status' );
}

/**
 * Asks the site's build endpoint for its status (three seconds at most).
 *
 * @param string $url The status URL.
 * @return array|WP_Error
 */
function hoefslag_ask_build_status( string $url ) {
	$response = wp_remote_get(
		$url,
		array(
			'timeout' => 3,
			'headers' => array( 'X-Hoefslag-Secret' => (string) hoefslag_setting( 'hoefslag_build_hook_secret' ) ),
		)
	);
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'hoefslag_status_unreachable', 'De site gaf geen bouwstatus: ' . $response->get_error_message() );
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $code || ! is_array( $body ) || ! isset( $body['state'] ) ) {
		return new WP_Error( 'hoefslag_status_unknown', "De site gaf geen bouwstatus (HTTP {$code})." );
	}
	return $body;
}

/**
 * The warnings a build gives the editors (decision 059): content that disappeared since the previous build ("Inhoud
 * verdwenen: …") and links to pages that are not public, each naming its item (`entity`, `id`) and field; at most 50.
 *
 * @param mixed $warnings The outcome's `warnings`, as the site sent them.
 * @return array<int, array{entity: string, id: int, field: string, message: string}>
 */
function hoefslag_outcome_warnings( $warnings ): array {
	$kept = array();
	foreach ( array_slice( is_array( $warnings ) ? $warnings : array(), 0, 50 ) as $warning ) {
		if ( is_array( $warning ) && is_string( $warning['message'] ?? null ) && '' !== $warning['message'] ) {
			$kept[] = array(
				'entity'  => sanitize_key( (string) ( $warning['entity'] ?? '' ) ),
				'id'      => is_numeric( $warning['id'] ?? null ) ? (int) $warning['id'] : 0,
				'field'   => sanitize_text_field( (string) ( $warning['field'] ?? '' ) ),
				'message' => sanitize_text_field( $warning['message'] ),
			);
		}
	}
	return $kept;
}

/**
 * The finished builds the status tells of, by build number (ascending): each request's `outcome` (how the build that
 * carried it went, with its warnings for the editors) and `last`.
 *
 * @param array $status The build status.
 * @return array<int, array{ok: bool, at: string, error: string, warnings: array}>
 */
function hoefslag_build_outcomes( array $status ): array {
	$outcomes = array();
	$finished = array();
	foreach ( (array) ( $status['tickets'] ?? array() ) as $ticket ) {
		if ( is_array( $ticket ) && is_array( $ticket['outcome'] ?? null ) ) {
			$finished[] = array( (int) ( $ticket['build'] ?? 0 ), $ticket['outcome'] );
		}
	}
	if ( is_array( $status['last'] ?? null ) ) {
		$finished[] = array( (int) ( $status['last']['n'] ?? 0 ), $status['last'] );
	}
	foreach ( $finished as [ $n, $outcome ] ) {
		if ( $n > 0 ) {
			$outcomes[ $n ] = array(
				'ok'       => ! empty( $outcome['ok'] ),
				'at'       => (string) ( $outcome['finishedAt'] ?? '' ),
				'error'    => (string) ( $outcome['error'] ?? '' ),
				// `last` may come without the warnings its requests' outcome carries (the deploy events' status does).
				'warnings' => hoefslag_outcome_warnings( $outcome['warnings'] ?? null ) ?: ( $outcomes[ $n ]['warnings'] ?? array() ),
			);
		}
	}
	ksort( $outcomes );
	return $outcomes;
}
