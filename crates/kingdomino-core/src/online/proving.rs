//! How a player shows a server who they are, for rated games: the seek names their public key
//! (and, for an identity made before signatures, the proof its id is the hash of); the server
//! answers with a fresh challenge; the player signs it together with the server's own name. A
//! signature is good for that one connection to that one server: recorded, it proves nothing
//! anywhere else.

use ed25519_dalek::{Signature, Signer, VerifyingKey};
use serde::{Deserialize, Serialize};

use super::dice::{hex, unhex};
use super::identity::{Identity, PlayerId, Scheme};

/// A challenge's length: 128 random bits.
pub const CHALLENGE_HEX_DIGITS: usize = 32;

/// Who a seeker says they are, for a rated game: their name and public key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerClaim {
    pub name: String,
    /// The public key, 64 hexadecimal digits.
    pub key: String,
    /// For an identity made before signatures: the proof its id is the hash of (64
    /// hexadecimal digits), which binds the key to that id in a store that has not seen it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hashed: Option<String>,
}

/// A claim whose signature the server checked: who the seeker is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProvenPlayer {
    /// The name as claimed (the server checks it as a name).
    pub name: String,
    pub id: PlayerId,
    /// The public key a store binds to a hashed identity's id the first time it sees it, and
    /// holds it to after; none for a keyed identity, whose id is drawn from its key.
    pub binds: Option<String>,
}

impl Identity {
    /// What this player's seek says of them.
    pub fn claim(&self) -> PlayerClaim {
        PlayerClaim {
            name: self.name().to_string(),
            key: hex(&self.signing_key().verifying_key().to_bytes()),
            hashed: (self.scheme() == Scheme::Hashed).then(|| self.hashed_proof()),
        }
    }

    /// The signature of `server`'s `challenge`, in hexadecimal.
    pub fn sign(&self, server: &str, challenge: &str) -> String {
        let signature = self.signing_key().sign(&signed_text(server, challenge));
        hex(&signature.to_bytes())
    }
}

impl PlayerClaim {
    /// The player this claim is, when `signature` signs `challenge` for the server named
    /// `server` with the claim's key; else what is wrong, to refuse the seek with.
    pub fn check(
        &self,
        server: &str,
        challenge: &str,
        signature: &str,
    ) -> Result<ProvenPlayer, String> {
        let key_bytes = unhex(&self.key)
            .and_then(|bytes| <[u8; 32]>::try_from(bytes).ok())
            .ok_or("a player's key is 64 hexadecimal digits")?;
        let key = VerifyingKey::from_bytes(&key_bytes)
            .map_err(|_| "a player's key is not a point of the curve")?;
        let signature = unhex(signature)
            .and_then(|bytes| <[u8; 64]>::try_from(bytes).ok())
            .map(|bytes| Signature::from_bytes(&bytes))
            .ok_or("a signature is 128 hexadecimal digits")?;
        key.verify_strict(&signed_text(server, challenge), &signature)
            .map_err(|_| {
                format!(
                    "the signature is not this player's for this server ({server}) and this \
                     connection's challenge"
                )
            })?;
        let id = match &self.hashed {
            Some(proof) => PlayerId::of_hashed(proof),
            None => PlayerId::of_key(&key_bytes),
        }
        .ok_or("a player's hashed proof is 64 lowercase hexadecimal digits")?;
        Ok(ProvenPlayer {
            name: self.name.clone(),
            id,
            binds: self.hashed.as_ref().map(|_| self.key.clone()),
        })
    }
}

/// What a player signs: the server's name beside its challenge, so a signature made for one
/// server is worth nothing to another that relays its challenge.
fn signed_text(server: &str, challenge: &str) -> Vec<u8> {
    format!("kingdomino seek\n{}\n{challenge}", server_name(server)).into_bytes()
}

/// A server's name as a signature names it: the host and port a client dialled (as the
/// WebSocket's `Host` header carries them), in lower case, without a scheme's default port.
pub fn server_name(authority: &str) -> String {
    let authority = authority.trim().to_ascii_lowercase();
    [":80", ":443"]
        .iter()
        .find_map(|port| authority.strip_suffix(port))
        .map_or_else(|| authority.clone(), str::to_string)
}

/// The server's name in a WebSocket address (`ws://host:port/play?room=…`).
pub fn server_name_in(address: &str) -> String {
    let rest = address.split_once("://").map_or(address, |(_, rest)| rest);
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    server_name(&rest[..end])
}
