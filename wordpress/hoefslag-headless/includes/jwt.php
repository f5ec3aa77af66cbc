<?php
/**
 * Editor tokens compatible with the "JWT Authentication for WP REST API" plugin, for when that plugin is not active:
 * `POST /jwt-auth/v1/token`, `POST /jwt-auth/v1/token/validate`, and `Authorization: Bearer` on every REST request
 * (a bad token is refused even on public routes, as the plugin does). Beyond the plugin: each token carries an id
 * (`jti`), and `POST /jwt-auth/v1/token/revoke` (the site's logout) puts the token it is sent with on the user's list
 * of revoked tokens (user meta, until the token would have expired), checked on every request: logging out ends that
 * session, as WordPress' own logout ends only the current session.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/jwt-token.php';

/** The error of a bad Bearer header on this request, answered before any route runs. */
$GLOBALS['hoefslag_jwt_error'] = null;

/** How long a token lives, in seconds (the `jwt_auth_expire` filter may change it). */
const HOEFSLAG_TOKEN_TTL = 8 * HOUR_IN_SECONDS;

/** The user meta that holds a user's revoked tokens: token id (`jti`) => its expiry (Unix seconds). */
const HOEFSLAG_REVOKED_TOKENS_META = 'hoefslag_revoked_tokens';

/** The claims of this request's valid Bearer token (for logout). */
$GLOBALS['hoefslag_jwt_claims'] = null;

/**
 * The user's revoked tokens that have not expired yet.
 *
 * @param int $user_id User.
 * @return array<string,int>
 */
function hoefslag_revoked_tokens( int $user_id ): array {
	$list = get_user_meta( $user_id, HOEFSLAG_REVOKED_TOKENS_META, true );
	$now  = time();
	return array_filter(
		is_array( $list ) ? $list : array(),
		static fn ( $exp ) => (int) $exp > $now
	);
}

/**
 * POST /jwt-auth/v1/token/revoke: the site's logout. The token the request carries stops working.
 */
function hoefslag_jwt_revoke() {
	$claims = $GLOBALS['hoefslag_jwt_claims'];
	if ( ! is_array( $claims ) || empty( $claims['jti'] ) ) {
		return hoefslag_error( 'jwt_auth_no_auth_header', 'Authorization header not found.', 403 );
	}
	$user_id = get_current_user_id();
	$revoked = hoefslag_revoked_tokens( $user_id );
	$revoked[ (string) $claims['jti'] ] = (int) $claims['exp'];
	update_user_meta( $user_id, HOEFSLAG_REVOKED_TOKENS_META, $revoked );
	return rest_ensure_response(
		array(
			'code' => 'jwt_auth_revoked',
			'data' => array( 'status' => 200 ),
		)
	);
}

/**
 * Whether the JWT plugin itself is active (then it serves these routes).
 */
function hoefslag_jwt_plugin_active(): bool {
	return class_exists( 'Jwt_Auth_Public' );
}

/**
 * The request's Authorization header.
 */
function hoefslag_authorization_header(): string {
	foreach ( array( 'HTTP_AUTHORIZATION', 'REDIRECT_HTTP_AUTHORIZATION' ) as $key ) {
		if ( ! empty( $_SERVER[ $key ] ) ) {
			return trim( sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) );
		}
	}
	return '';
}

/**
 * POST /jwt-auth/v1/token: a token for a username and password.
 *
 * @param WP_REST_Request $request The request.
 */
function hoefslag_jwt_token( WP_REST_Request $request ) {
	$problem = hoefslag_jwt_secret_problem();
	if ( '' !== $problem ) {
		return hoefslag_error( 'jwt_auth_bad_config', $problem, 403 );
	}
	$secret = hoefslag_jwt_secret();
	$user = wp_authenticate( (string) $request['username'], (string) $request['password'] );
	if ( is_wp_error( $user ) ) {
		return hoefslag_error( '[jwt_auth] ' . $user->get_error_code(), $user->get_error_message(), 403 );
	}
	$now   = time();
	$token = hoefslag_jwt_encode(
		array(
			'iss'  => get_bloginfo( 'url' ),
			'iat'  => $now,
			'nbf'  => $now,
			// A working day (8 hours), not a week: what a stolen cookie is worth.
			'exp'  => $now + (int) apply_filters( 'jwt_auth_expire', HOEFSLAG_TOKEN_TTL, $now ),
			'jti'  => wp_generate_uuid4(),
			'data' => array(
				'user' => array(
					'id' => (string) $user->ID,
				),
			),
		),
		$secret
	);
	return rest_ensure_response(
		array(
			'token'             => $token,
			'user_email'        => $user->user_email,
			'user_nicename'     => $user->user_nicename,
			'user_display_name' => $user->display_name,
		)
	);
}

/**
 * Authenticates a REST request that carries a Bearer token; remembers the error of a bad one.
 *
 * @param int|false $user_id The user found so far.
 * @return int|false
 */
function hoefslag_jwt_determine_user( $user_id ) {
	$header = hoefslag_authorization_header();
	if ( $user_id || ! str_starts_with( strtolower( $header ), 'bearer' ) || ! hoefslag_is_rest_request() ) {
		return $user_id;
	}
	if ( ! preg_match( '/^Bearer\s+(\S+)$/i', $header, $match ) ) {
		$GLOBALS['hoefslag_jwt_error'] = hoefslag_error( 'jwt_auth_bad_auth_header', 'Authorization header malformed.', 403 );
		return false;
	}
	$problem = hoefslag_jwt_secret_problem();
	$payload = '' === $problem ? hoefslag_jwt_decode( $match[1], hoefslag_jwt_secret() ) : $problem;
	if ( ! is_array( $payload ) ) {
		$GLOBALS['hoefslag_jwt_error'] = hoefslag_error( 'jwt_auth_invalid_token', $payload, 403 );
		return false;
	}
	$user = get_userdata( (int) $payload['data']['user']['id'] );
	$jti = isset( $payload['jti'] ) && is_string( $payload['jti'] ) ? $payload['jti'] : '';
	if ( $user && ( '' === $jti || isset( hoefslag_revoked_tokens( (int) $user->ID )[ $jti ] ) ) ) {
		$GLOBALS['hoefslag_jwt_error'] = hoefslag_error( 'jwt_auth_invalid_token', 'Token revoked', 403 );
		return false;
	}
	$GLOBALS['hoefslag_jwt_claims'] = $payload;
	return $user ? (int) $user->ID : false;
}

/**
 * Whether this is a REST API request (decided from the URL, before WordPress parses it).
 */
function hoefslag_is_rest_request(): bool {
	$uri = isset( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only.
	return isset( $_GET['rest_route'] ) || str_contains( $uri, '/' . rest_get_url_prefix() . '/' );
}

/**
 * A bad Bearer header fails the request (public routes included), except the login itself.
 *
 * @param WP_Error|null|true $result Earlier authentication result.
 * @return WP_Error|null|true
 */
function hoefslag_jwt_authentication_errors( $result ) {
	$error = $GLOBALS['hoefslag_jwt_error'];
	if ( ! empty( $result ) || ! $error instanceof WP_Error ) {
		return $result;
	}
	$uri = isset( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
	return preg_match( '#jwt-auth/v1/token/?(\?|$)#', $uri ) ? $result : $error;
}

/**
 * Registers the token routes.
 */
function hoefslag_jwt_routes(): void {
	register_rest_route(
		'jwt-auth/v1',
		'/token',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'hoefslag_jwt_token',
			'permission_callback' => '__return_true',
		)
	);
	register_rest_route(
		'jwt-auth/v1',
		'/token/validate',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => static fn() => rest_ensure_response(
				array(
					'code' => 'jwt_auth_valid_token',
					'data' => array( 'status' => 200 ),
				)
			),
			'permission_callback' => static fn() => is_user_logged_in() ? true : hoefslag_error( 'jwt_auth_no_auth_header', 'Authorization header not found.', 403 ),
		)
	);
	register_rest_route(
		'jwt-auth/v1',
		'/token/revoke',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'hoefslag_jwt_revoke',
			'permission_callback' => static fn() => is_user_logged_in() ? true : hoefslag_error( 'jwt_auth_no_auth_header', 'Authorization header not found.', 403 ),
		)
	);
}

add_action(
	'plugins_loaded',
	static function (): void {
		if ( hoefslag_jwt_plugin_active() ) {
			return;
		}
		add_filter( 'determine_current_user', 'hoefslag_jwt_determine_user', 30 );
		add_filter( 'rest_authentication_errors', 'hoefslag_jwt_authentication_errors', 5 );
		add_action( 'rest_api_init', 'hoefslag_jwt_routes' );
	}
);
