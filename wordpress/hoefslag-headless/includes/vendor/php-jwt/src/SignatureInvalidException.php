<?php

namespace Firebase\JWT;

class SignatureInvalidException extends \UnexpectedValueException
{
}
