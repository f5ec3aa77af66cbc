<?php
/**
 * The publish status on Netlify (decision 044). Netlify's build hooks answer no `GET`, so the site cannot be asked how
 * a build went. Instead the site tells WordPress: its deploy-event functions (`functions/deploy-building.ts`,
 * `deploy-succeeded.ts`, `deploy-failed.ts`, which Netlify runs on each deploy) POST the deploy's state to
 * `/hoefslag/v1/build-event`, signed with the shared secret (HMAC-SHA256 over timestamp and body). Each build hook call
 * is a ticket (a millisecond time on WordPress' own clock) whose number rides in the deploy's title through the hook's
 * `trigger_title` (`… [hoefslag #n]`), and Netlify puts that title in every deploy event: so a deploy is known to carry
 * every change saved up to ticket n. From the tickets and the deploys the plugin answers the same status the site's
 * `GET /api/build-hook` answers under `npm start` (publish-status.php reads either). No Netlify API token anywhere.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/** How many tickets and deploys are kept. */
const HOEFSLAG_BUILD_EVENTS_KEPT = 50;
/** A signed event older or newer than this (seconds) is refused: a replay. */
const HOEFSLAG_BUILD_EVENT_SKEW = 300;
/** A deploy still "building" after this long (seconds) lost its last event; it no longer counts as running. */
const HOEFSLAG_BUILD_STALE = 1800;

/**
 * Records a build hook call: its ticket number (WordPress' time in milliseconds, so later calls have larger numbers)
 * with its time and reasons.
 *
 * @param string[] $reasons Why the build was asked for.
 * @return int The ticket number.
 */
function hoefslag_build_ticket( array $reasons ): int {
	$tickets = (array) get_option( 'hoefslag_build_tickets', array() );
	$n       = (int) floor( microtime( true ) * 1000 );
	$last    = $tickets ? (int) ( end( $tickets )['build'] ?? 0 ) : 0;
	$n       = max( $n, $last + 1 );
	$tickets[] = array(
		'build'   => $n,
		'at'      => gmdate( 'Y-m-d\TH:i:s\Z' ),
		'reasons' => array_slice( array_values( $reasons ), 0, 20 ),
	);
	update_option( 'hoefslag_build_tickets', array_slice( $tickets, -HOEFSLAG_BUILD_EVENTS_KEPT ), false );
	hoefslag_forget_build_status();
	return $n;
}

/**
 * The ticket number a deploy title carries (`… [hoefslag #n]`), or 0.
 *
 * @param string $title The deploy's title.
 */
function hoefslag_ticket_of_title( string $title ): int {
	return preg_match( '/\[hoefslag #(\d{1,16})\]/', $title, $m ) ? (int) $m[1] : 0;
}

/** Whether the publish status comes from the site's deploy events: the hook is Netlify's, or events have arrived. */
function hoefslag_build_status_from_events(): bool {
	$host = (string) wp_parse_url( (string) hoefslag_setting( 'hoefslag_build_hook_url' ), PHP_URL_HOST );
	return 'api.netlify.com' === $host || (bool) get_option( 'hoefslag_build_deploys', array() );
}

/**
 * The build status from the tickets and deploy events, in the shape of the site's `GET /api/build-hook`
 * (`state`, `running`, `last`, `tickets`), so hoefslag_publish_state() reads both alike.
 *
 * @return array
 */
function hoefslag_events_build_status(): array {
	$deploys = (array) get_option( 'hoefslag_build_deploys', array() );
	$running = null;
	$last    = null;
	foreach ( $deploys as $deploy ) {
		if ( 'building' === $deploy['state'] ) {
			if ( time() - (int) strtotime( (string) $deploy['started'] ) < HOEFSLAG_BUILD_STALE && ( ! $running || $deploy['n'] > $running['n'] ) ) {
				$running = array( 'n' => (int) $deploy['n'] );
			}
			continue;
		}
		if ( ! $last || $deploy['n'] > $last['n'] || ( $deploy['n'] === $last['n'] && $deploy['finished'] > $last['finishedAt'] ) ) {
			$last = array(
				'n'          => (int) $deploy['n'],
				'ok'         => 'ready' === $deploy['state'],
				'finishedAt' => (string) $deploy['finished'],
				'error'      => (string) $deploy['error'],
			);
		}
	}
	if ( $running && $last && $last['n'] >= $running['n'] ) {
		$running = null;
	}
	// Each request's outcome: how the deploy that carries its ticket went (the last one to finish, if there were more).
	$outcomes = array();
	foreach ( $deploys as $deploy ) {
		$n = (int) $deploy['n'];
		if ( 'building' !== $deploy['state'] && ( ! isset( $outcomes[ $n ] ) || $deploy['finished'] > $outcomes[ $n ]['finishedAt'] ) ) {
			$outcomes[ $n ] = array(
				'ok'         => 'ready' === $deploy['state'],
				'finishedAt' => (string) $deploy['finished'],
				'error'      => (string) $deploy['error'],
				'warnings'   => (array) ( $deploy['warnings'] ?? array() ),
			);
		}
	}
	$tickets = array();
	foreach ( array_reverse( (array) get_option( 'hoefslag_build_tickets', array() ) ) as $ticket ) {
		$outcome   = $outcomes[ (int) ( $ticket['build'] ?? 0 ) ] ?? null;
		$tickets[] = $outcome ? $ticket + array( 'outcome' => $outcome ) : $ticket;
	}
	return array(
		'state'   => $running ? 'building' : 'idle',
		'source'  => 'netlify-deploy-events',
		'running' => $running,
		'last'    => $last,
		'tickets' => $tickets,
	);
}

/**
 * Checks a deploy event's signature: `X-Hoefslag-Signature: sha256=<hex HMAC-SHA256(secret, "{timestamp}.{body}")>`
 * with `X-Hoefslag-Timestamp` (Unix seconds) within five minutes. Constant-time.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function hoefslag_verify_build_event( WP_REST_Request $request ) {
	$secret = (string) hoefslag_setting( 'hoefslag_build_hook_secret' );
	if ( '' === $secret ) {
		return new WP_Error( 'hoefslag_no_secret', 'Er is geen geheim voor de build hook ingesteld (HOEFSLAG_BUILD_HOOK_SECRET): bouwberichten worden niet aangenomen.', array( 'status' => 403 ) );
	}
	$stamp = (string) $request->get_header( 'x_hoefslag_timestamp' );
	$given = (string) $request->get_header( 'x_hoefslag_signature' );
	if ( ! preg_match( '/^\d{1,12}$/', $stamp ) || ! str_starts_with( $given, 'sha256=' ) ) {
		return new WP_Error( 'hoefslag_unsigned', 'X-Hoefslag-Timestamp of X-Hoefslag-Signature ontbreekt of is onleesbaar.', array( 'status' => 401 ) );
	}
	$expected = 'sha256=' . hash_hmac( 'sha256', $stamp . '.' . $request->get_body(), $secret );
	if ( ! hash_equals( $expected, $given ) ) {
		return new WP_Error( 'hoefslag_bad_signature', 'De handtekening van het bouwbericht klopt niet.', array( 'status' => 401 ) );
	}
	if ( abs( time() - (int) $stamp ) > HOEFSLAG_BUILD_EVENT_SKEW ) {
		return new WP_Error( 'hoefslag_stale_event', 'Het bouwbericht is te oud (of de klok loopt voor): X-Hoefslag-Timestamp ligt meer dan vijf minuten van nu.', array( 'status' => 401 ) );
	}
	return true;
}

/**
 * Records one deploy event (after its signature was checked). A bad field is a 400 naming it.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function hoefslag_receive_build_event( WP_REST_Request $request ) {
	$verified = hoefslag_verify_build_event( $request );
	if ( is_wp_error( $verified ) ) {
		return $verified;
	}
	$body   = json_decode( $request->get_body(), true );
	$states = array(
		'deploy-building'  => 'building',
		'deploy-succeeded' => 'ready',
		'deploy-failed'    => 'error',
	);
	$deploy = is_array( $body ) && is_array( $body['deploy'] ?? null ) ? $body['deploy'] : array();
	$bad    = array();
	if ( ! is_array( $body ) || ! isset( $states[ $body['event'] ?? '' ] ) ) {
		$bad[] = 'event (deploy-building, deploy-succeeded of deploy-failed)';
	}
	if ( ! is_string( $deploy['id'] ?? null ) || ! preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $deploy['id'] ) ) {
		$bad[] = 'deploy.id';
	}
	foreach ( array( 'title', 'error_message', 'published_at' ) as $field ) {
		if ( isset( $deploy[ $field ] ) && ( ! is_string( $deploy[ $field ] ) || strlen( $deploy[ $field ] ) > 2000 ) ) {
			$bad[] = "deploy.{$field}";
		}
	}
	if ( isset( $deploy['warnings'] ) && ( ! is_array( $deploy['warnings'] ) || count( $deploy['warnings'] ) > 50 ) ) {
		$bad[] = 'deploy.warnings (at most 50)';
	}
	if ( $bad ) {
		return new WP_Error( 'rest_invalid_param', 'Ongeldig bouwbericht: ' . implode( ', ', $bad ) . '.', array( 'status' => 400 ) );
	}
	$deploys = (array) get_option( 'hoefslag_build_deploys', array() );
	$id      = $deploy['id'];
	$known   = $deploys[ $id ] ?? null;
	$n       = hoefslag_ticket_of_title( (string) ( $deploy['title'] ?? '' ) );
	if ( ! $n ) {
		// A deploy WordPress did not ask for (a git push, "Trigger deploy"): it carries every change saved before it
		// was first heard of.
		$tickets = (array) get_option( 'hoefslag_build_tickets', array() );
		$n       = $known ? (int) $known['n'] : ( $tickets ? (int) end( $tickets )['build'] : 0 );
	}
	$now   = gmdate( 'Y-m-d\TH:i:s\Z' );
	$state = $states[ $body['event'] ];
	if ( $known && 'building' !== $known['state'] && 'building' === $state ) {
		return rest_ensure_response( array( 'recorded' => false, 'reason' => 'deploy already finished' ) );
	}
	$deploys[ $id ] = array(
		'n'        => $n,
		'state'    => $state,
		'started'  => $known['started'] ?? $now,
		'finished' => 'building' === $state ? '' : ( (string) ( $deploy['published_at'] ?? '' ) ?: $now ),
		'error'    => 'error' === $state ? sanitize_text_field( (string) ( $deploy['error_message'] ?? '' ) ) : '',
		// What the build warns the editors of (decision 059): lost content, links to pages that are not public.
		'warnings' => hoefslag_outcome_warnings( $deploy['warnings'] ?? null ),
	);
	update_option( 'hoefslag_build_deploys', array_slice( $deploys, -HOEFSLAG_BUILD_EVENTS_KEPT, null, true ), false );
	hoefslag_forget_build_status();
	return rest_ensure_response(
		array(
			'recorded' => true,
			'build'    => $n,
			'state'    => $state,
		)
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'hoefslag/v1',
			'/build-event',
			array(
				'methods'             => 'POST',
				// Anyone may knock; only a body signed with the shared secret is recorded (hoefslag_verify_build_event).
				'permission_callback' => '__return_true',
				'callback'            => 'hoefslag_receive_build_event',
			)
		);
	}
);
