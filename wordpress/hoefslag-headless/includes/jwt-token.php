<?php
/**
 * HS256 JSON Web Tokens: encode and verify with firebase/php-jwt (vendored whole under includes/vendor/php-jwt,
 * decision 057), with the secret from wp-config (`HOEFSLAG_JWT_SECRET`, or the "JWT Authentication for WP REST API"
 * plugin's `JWT_AUTH_SECRET_KEY`). Beyond the library: a token must carry `exp` (the library checks it only when it
 * is there), and its `iat` may not lie in the future nor after its `exp`.
 *
 * @package Hoefslag
 */

defined( 'ABSPATH' ) || exit;

use Firebase\JWT\JWT;
use Firebase\JWT\Key;

/** The shortest secret HS256 takes: as long as the hash (RFC 7518 §3.2; php-jwt 7 refuses a shorter key). */
const HOEFSLAG_JWT_MIN_SECRET_BYTES = 32;

/** The clock skew allowed between the token's `iat` and this server's clock, in seconds. */
const HOEFSLAG_JWT_SKEW = 60;

/**
 * Loads php-jwt, unless another plugin already has (the JWT Authentication plugin vendors it too; then this plugin's
 * token code is not used at all).
 */
function hoefslag_jwt_library(): void {
	if ( class_exists( JWT::class ) ) {
		return;
	}
	$src = __DIR__ . '/vendor/php-jwt/src/';
	foreach ( array( 'JWTExceptionWithPayloadInterface', 'BeforeValidException', 'ExpiredException', 'SignatureInvalidException', 'Key', 'JWT' ) as $file ) {
		require_once $src . $file . '.php';
	}
}

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
 * What is wrong with the configured secret, or '' when it can sign tokens.
 */
function hoefslag_jwt_secret_problem(): string {
	$secret = hoefslag_jwt_secret();
	if ( '' === $secret ) {
		return 'JWT is not configured properly, please contact the admin';
	}
	if ( strlen( $secret ) < HOEFSLAG_JWT_MIN_SECRET_BYTES ) {
		return sprintf( 'The JWT secret (HOEFSLAG_JWT_SECRET) is shorter than %d characters, please contact the admin', HOEFSLAG_JWT_MIN_SECRET_BYTES );
	}
	return '';
}

/**
 * A signed token for a payload.
 *
 * @param array  $payload Claims.
 * @param string $secret  Secret (at least HOEFSLAG_JWT_MIN_SECRET_BYTES long).
 */
function hoefslag_jwt_encode( array $payload, string $secret ): string {
	hoefslag_jwt_library();
	return JWT::encode( $payload, $secret, 'HS256' );
}

/**
 * The payload of a valid token, or an error message naming what is wrong.
 *
 * @param string $token  The token.
 * @param string $secret Secret.
 * @return array|string
 */
function hoefslag_jwt_decode( string $token, string $secret ) {
	hoefslag_jwt_library();
	try {
		$claims = JWT::decode( $token, new Key( $secret, 'HS256' ) );
	} catch ( Exception | TypeError | ValueError $e ) {
		// The library's own words: "Expired token", "Signature verification failed", "Algorithm not supported", ….
		return $e->getMessage();
	}
	$payload = json_decode( (string) wp_json_encode( $claims ), true );
	$now     = time();
	if ( ! isset( $payload['exp'] ) ) {
		return 'Token has no expiry (exp)';
	}
	if ( isset( $payload['iat'] ) && $payload['iat'] > $now + HOEFSLAG_JWT_SKEW ) {
		return 'Cannot handle token with iat in the future';
	}
	if ( isset( $payload['iat'] ) && $payload['iat'] >= $payload['exp'] ) {
		return 'Token expires before it was issued';
	}
	if ( ( $payload['iss'] ?? '' ) !== get_bloginfo( 'url' ) ) {
		return 'The iss do not match with this server';
	}
	if ( ! isset( $payload['data']['user']['id'] ) ) {
		return 'User ID not found in the token';
	}
	return $payload;
}
