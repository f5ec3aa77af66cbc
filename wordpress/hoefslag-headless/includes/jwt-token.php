<?php
/**
 * HS256 JSON Web Tokens: encode and verify, with the secret from wp-config (`HOEFSLAG_JWT_SECRET`, or the
 * "JWT Authentication for WP REST API" plugin's `JWT_AUTH_SECRET_KEY`).
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

/**
 * The signing secret, or '' when none is configured.
 */
function hoefslag_jwt_secret(): string {
	foreach ( array( 'HOEFSLAG_JWT_SECRET', 'JWT_AUTH_SECRET_KEY' ) as $constant ) {
		if ( defined( $constant ) && '' !== (string) constant( $constant ) ) {
			return (string) constant( $constant );
		}
	}
	return '';
}

/**
 * Base64url without padding.
 *
 * @param string $bytes Bytes.
 */
function hoefslag_b64url( string $bytes ): string {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
}

/**
 * A signed token for a payload.
 *
 * @param array  $payload Claims.
 * @param string $secret  Secret.
 */
function hoefslag_jwt_encode( array $payload, string $secret ): string {
	$head = hoefslag_b64url( (string) wp_json_encode( array( 'typ' => 'JWT', 'alg' => 'HS256' ) ) );
	$body = hoefslag_b64url( (string) wp_json_encode( $payload ) );
	return "{$head}.{$body}." . hoefslag_b64url( hash_hmac( 'sha256', "{$head}.{$body}", $secret, true ) );
}

/**
 * The payload of a valid token, or an error message naming what is wrong.
 *
 * @param string $token  The token.
 * @param string $secret Secret.
 * @return array|string
 */
function hoefslag_jwt_decode( string $token, string $secret ) {
	$parts = explode( '.', $token );
	if ( 3 !== count( $parts ) ) {
		return 'Wrong number of segments';
	}
	[ $head, $body, $signature ] = $parts;
	$header  = json_decode( (string) base64_decode( strtr( $head, '-_', '+/' ), true ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	$payload = json_decode( (string) base64_decode( strtr( $body, '-_', '+/' ), true ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	if ( ! is_array( $header ) || ! is_array( $payload ) ) {
		return 'Syntax error, malformed JSON';
	}
	if ( 'HS256' !== ( $header['alg'] ?? '' ) ) {
		return 'Algorithm not allowed';
	}
	if ( ! hash_equals( hoefslag_b64url( hash_hmac( 'sha256', "{$head}.{$body}", $secret, true ) ), $signature ) ) {
		return 'Signature verification failed';
	}
	$now = time();
	if ( isset( $payload['nbf'] ) && $payload['nbf'] > $now + 60 ) {
		return 'Cannot handle token prior to ' . gmdate( DATE_ATOM, (int) $payload['nbf'] );
	}
	if ( isset( $payload['exp'] ) && $payload['exp'] <= $now ) {
		return 'Expired token';
	}
	if ( ( $payload['iss'] ?? '' ) !== get_bloginfo( 'url' ) ) {
		return 'The iss do not match with this server';
	}
	if ( ! isset( $payload['data']['user']['id'] ) ) {
		return 'User ID not found in the token';
	}
	return $payload;
}
