//! A player's identity without an account: a secret key made on their own machine, a name they
//! choose, and a tag drawn from the key (`Ann#7K2P`) that tells two players of one name apart.
//! The server knows a player by a hash of what their key shows it and checks each claim with a
//! signature of its own challenge (`proving.rs`), so the key never leaves the machine and
//! nothing the server keeps or hears can stand in for it.

use ed25519_dalek::SigningKey;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::dice::{hex, unhex};
use super::names::{MAX_NAME_CHARS, is_hidden_char};
use crate::player_files::data_store::DataStore;

/// The player's data file holding their identity.
pub const IDENTITY_FILE: &str = "identity.json";

/// The letters of a tag: those of room codes, none mistaken for another.
const TAG_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
pub const TAG_LENGTH: usize = 4;

/// What an identity file says it is, so another JSON file is not read as one.
const FILE_KIND: &str = "kingdomino-identity";

/// The player's own identity: never sent anywhere whole.
#[derive(Clone, PartialEq, Eq)]
pub struct Identity {
    name: String,
    key: [u8; 32],
    scheme: Scheme,
}

/// How an identity's id is drawn from its key. Files made before signatures came keep the id
/// (and so the tag and the ratings) of their day; new ones are known by their public key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scheme {
    /// The id is the hash of a hash of the key, shown once to each store to bind the key.
    #[default]
    Hashed,
    /// The id is the hash of the public key: nothing but a signature is ever shown.
    Keyed,
}

/// How the server knows a player: a hash, in hexadecimal, drawn from their key. Public; it
/// proves nothing. Read from a message, a store or a file only when it is of that shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct PlayerId(String);

impl TryFrom<String> for PlayerId {
    type Error = String;

    fn try_from(text: String) -> Result<PlayerId, String> {
        match is_hash_text(&text) {
            true => Ok(PlayerId(text)),
            false => Err("a player's id is 64 lowercase hexadecimal digits".into()),
        }
    }
}

impl From<PlayerId> for String {
    fn from(id: PlayerId) -> String {
        id.0
    }
}

/// The identity file as written: the check is a hash of the rest, so a file altered by hand or
/// damaged on the way is refused rather than read as another player.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct IdentityFile {
    kind: String,
    name: String,
    key: String,
    #[serde(default, skip_serializing_if = "is_hashed")]
    scheme: Scheme,
    check: String,
}

fn is_hashed(scheme: &Scheme) -> bool {
    *scheme == Scheme::Hashed
}

impl Identity {
    /// A new player called `name` (checked first), with a key from the system's randomness.
    pub fn fresh(name: &str) -> Result<Identity, String> {
        let name = checked_name(name)?;
        let mut key = [0; 32];
        getrandom::fill(&mut key).map_err(|error| format!("no random numbers: {error}"))?;
        Ok(Identity {
            name,
            key,
            scheme: Scheme::Keyed,
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The same player under another name (checked); the tag stays, being the key's.
    pub fn renamed(&self, name: &str) -> Result<Identity, String> {
        Ok(Identity {
            name: checked_name(name)?,
            ..self.clone()
        })
    }

    pub fn scheme(&self) -> Scheme {
        self.scheme
    }

    /// What a hashed identity's id is the hash of: shown to a store once, to bind the key.
    pub(super) fn hashed_proof(&self) -> String {
        let mut hasher = Sha256::new();
        hasher.update(b"kingdomino player proof\n");
        hasher.update(self.key);
        hex(&hasher.finalize())
    }

    /// The signing key drawn from the secret: the same secret, the same key, on every machine.
    pub(super) fn signing_key(&self) -> SigningKey {
        let mut hasher = Sha256::new();
        hasher.update(b"kingdomino signing key\n");
        hasher.update(self.key);
        SigningKey::from_bytes(&hasher.finalize().into())
    }

    pub fn id(&self) -> PlayerId {
        match self.scheme {
            Scheme::Hashed => PlayerId::of_hashed(&self.hashed_proof()),
            Scheme::Keyed => PlayerId::of_key(&self.signing_key().verifying_key().to_bytes()),
        }
        .expect("an identity's own proof is well formed")
    }

    /// `Name#TAG`, as everyone sees the player.
    pub fn shown(&self) -> String {
        shown_player(&self.name, &self.id().tag())
    }

    /// The file's text: written to the player's data, exported to move it elsewhere.
    pub fn file_text(&self) -> String {
        let key = hex(&self.key);
        let file = IdentityFile {
            kind: FILE_KIND.to_string(),
            check: file_check(&self.name, &key, self.scheme),
            name: self.name.clone(),
            key,
            scheme: self.scheme,
        };
        serde_json::to_string_pretty(&file).expect("an identity is plain data")
    }

    /// An identity file read back: refused, saying why, when it is not one, is damaged or was
    /// altered.
    pub fn from_file_text(text: &str) -> Result<Identity, String> {
        let file: IdentityFile = serde_json::from_str(text)
            .map_err(|error| format!("it is not an identity file ({error})"))?;
        if file.kind != FILE_KIND {
            return Err(format!("it is a `{}` file, not an identity", file.kind));
        }
        if file.check != file_check(&file.name, &file.key, file.scheme) {
            return Err(
                "it was altered or damaged: its check does not match its name and key".into(),
            );
        }
        let key = unhex(&file.key)
            .and_then(|bytes| <[u8; 32]>::try_from(bytes).ok())
            .ok_or("its key is not 64 hexadecimal digits")?;
        Ok(Identity {
            name: checked_name(&file.name)?,
            key,
            scheme: file.scheme,
        })
    }

    /// The identity kept in a player's data, if any; or why it cannot be read (where it lies
    /// is the caller's to say).
    pub fn kept_in(data: &DataStore) -> Result<Option<Identity>, String> {
        let bytes = data
            .read(IDENTITY_FILE)
            .map_err(|error| error.to_string())?;
        (bytes.map(|bytes| Identity::from_file_text(&String::from_utf8_lossy(&bytes)))).transpose()
    }
}

/// The key stays out of logs and panics.
impl std::fmt::Debug for Identity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Identity({})", self.shown())
    }
}

impl PlayerId {
    /// The id of a hashed identity whose proof this is; none when it is not a proof's shape.
    pub fn of_hashed(proof: &str) -> Option<PlayerId> {
        let digest = || PlayerId(hex(&Sha256::digest(proof.as_bytes())));
        is_hash_text(proof).then(digest)
    }

    /// The id of a keyed identity whose public key this is; none when it is not 32 bytes.
    pub fn of_key(public_key: &[u8]) -> Option<PlayerId> {
        let mut hasher = Sha256::new();
        hasher.update(b"kingdomino player key\n");
        hasher.update(public_key);
        (public_key.len() == 32).then(|| PlayerId(hex(&hasher.finalize())))
    }

    /// An id as a store keeps it, checked.
    pub fn parse(text: &str) -> Option<PlayerId> {
        is_hash_text(text).then(|| PlayerId(text.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The player's tag: a few letters drawn from the id.
    pub fn tag(&self) -> String {
        let bytes = unhex(&self.0[..2 * TAG_LENGTH]).unwrap_or_default();
        let letter = |byte: &u8| char::from(TAG_ALPHABET[usize::from(*byte) % TAG_ALPHABET.len()]);
        bytes.iter().map(letter).collect()
    }
}

/// `name#TAG`.
pub fn shown_player(name: &str, tag: &str) -> String {
    format!("{name}#{tag}")
}

/// A name a player chose, trimmed, or why it cannot be theirs: 1 to 20 characters, printable,
/// none hidden, and no `#` (which starts the tag).
pub fn checked_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    let count = name.chars().count();
    if count == 0 {
        return Err("a name needs at least one character".into());
    }
    if count > MAX_NAME_CHARS {
        return Err(format!(
            "a name has at most {MAX_NAME_CHARS} characters, not {count}"
        ));
    }
    if let Some(wrong) = name
        .chars()
        .find(|&c| c == '#' || c.is_control() || is_hidden_char(c))
    {
        return Err(format!("a name cannot hold {wrong:?}"));
    }
    Ok(name.to_string())
}

/// The file's check: a hashed identity's is that of the files written before signatures came.
fn file_check(name: &str, key: &str, scheme: Scheme) -> String {
    let text = match scheme {
        Scheme::Hashed => format!("{FILE_KIND}\n{name}\n{key}"),
        Scheme::Keyed => format!("{FILE_KIND}\n{name}\n{key}\nkeyed"),
    };
    hex(&Sha256::digest(text)[..8])
}

/// Whether `text` is a SHA-256 in lowercase hexadecimal, as proofs and ids are.
fn is_hash_text(text: &str) -> bool {
    text.len() == 64 && (text.bytes()).all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}
