//! The names a room and a seat go by: a room's code, passed from one player to the other and
//! read as people type it, and the token that proves a seat when its player comes back.

use std::fmt;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::dice::hex;

/// The letters of a room code: no 0/O, 1/I/L, so a code read aloud or copied by hand arrives.
const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// How many letters a room code has: 31^8, about 8.5 × 10^11 codes.
pub const CODE_LENGTH: usize = 8;

/// A room's name, passed from one player to the other.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct RoomCode(String);

impl RoomCode {
    /// Reads a code as people type it: any case, with spaces or dashes between the letters.
    pub fn parse(text: &str) -> Result<RoomCode, String> {
        let letters: String = text
            .chars()
            .filter(|c| !matches!(c, ' ' | '-'))
            .map(|c| c.to_ascii_uppercase())
            .collect();
        if letters.chars().count() != CODE_LENGTH {
            return Err(format!(
                "a room code has {CODE_LENGTH} letters and digits, not {}",
                letters.chars().count()
            ));
        }
        if let Some(wrong) = letters.bytes().find(|b| !CODE_ALPHABET.contains(b)) {
            return Err(format!(
                "a room code has no `{}` (it uses 2-9 and A-Z without I, L and O)",
                char::from(wrong)
            ));
        }
        Ok(RoomCode(letters))
    }

    /// A code from random bytes, one letter from each.
    pub fn from_random(bytes: [u8; CODE_LENGTH]) -> RoomCode {
        // 256 is not a multiple of 31: the first 8 letters are a little likelier (9 in 256
        // against 8), which costs less than a tenth of a bit of the code's 39.6.
        RoomCode(
            bytes
                .iter()
                .map(|b| char::from(CODE_ALPHABET[usize::from(*b) % CODE_ALPHABET.len()]))
                .collect(),
        )
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The code as shown to people: in two halves, easier to read out (`ABCD-EFGH`).
    pub fn shown(&self) -> String {
        shown_code(&self.0)
    }
}

/// A code, or the start of one being typed, in two halves once it is long enough.
pub fn shown_code(code: &str) -> String {
    if code.len() > CODE_LENGTH / 2 {
        format!("{}-{}", &code[..CODE_LENGTH / 2], &code[CODE_LENGTH / 2..])
    } else {
        code.to_string()
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl TryFrom<String> for RoomCode {
    type Error = String;

    fn try_from(text: String) -> Result<RoomCode, String> {
        RoomCode::parse(&text)
    }
}

impl From<RoomCode> for String {
    fn from(code: RoomCode) -> String {
        code.0
    }
}

/// Proves a seat when its player comes back: 128 random bits, given once by the server.
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatToken(pub String);

impl fmt::Debug for SeatToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatToken(..)")
    }
}

impl SeatToken {
    /// What a room keeps of the token: its SHA-256, so a store read by others seats nobody.
    pub fn key(&self) -> SeatKey {
        SeatKey(hex(&Sha256::digest(self.0.as_bytes())))
    }
}

/// The SHA-256 of a seat's token, in hexadecimal: what a room, its store and the servers'
/// queue keep; it proves nothing, the token does.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatKey(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn room_codes_are_read_as_typed_and_refused_with_the_reason() {
        assert_eq!(RoomCode::parse("abcd-efgh").unwrap().as_str(), "ABCDEFGH");
        assert_eq!(RoomCode::parse(" 2345 6789 ").unwrap().as_str(), "23456789");
        assert!(RoomCode::parse("ABC").unwrap_err().contains("8 letters"));
        assert!(RoomCode::parse("ABCDEFGO").unwrap_err().contains("`O`"));
        let code = RoomCode::from_random([255, 0, 30, 31, 7, 100, 200, 62]);
        assert_eq!(RoomCode::parse(code.as_str()), Ok(code));
    }
}
