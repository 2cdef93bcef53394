//! A player's identity: kept in a file and read back, renamed with its tag kept, an altered or
//! foreign file refused, names checked, a file of the days before signatures still the same
//! player, and a signature good for one server's one challenge only.

use kingdomino_core::online::identity::{Identity, PlayerId, Scheme, TAG_LENGTH, checked_name};
use kingdomino_core::online::proving::{server_name, server_name_in};

#[test]
fn an_identity_comes_back_from_its_file_and_keeps_its_tag_when_renamed() {
    let ann = Identity::fresh("  Ann ").unwrap();
    assert_eq!(ann.name(), "Ann");
    let back = Identity::from_file_text(&ann.file_text()).unwrap();
    assert_eq!(back, ann);
    let renamed = ann.renamed("Annie").unwrap();
    assert_eq!(renamed.id(), ann.id());
    assert!(renamed.shown().starts_with("Annie#"));
    assert_eq!(renamed.shown().len(), "Annie#".len() + TAG_LENGTH);
    assert_ne!(Identity::fresh("Ann").unwrap().id(), ann.id());
}

#[test]
fn an_altered_or_foreign_file_is_refused_saying_why() {
    let ann = Identity::fresh("Ann").unwrap();
    let text = ann.file_text();
    let renamed_by_hand = text.replace("\"Ann\"", "\"Bob\"");
    assert!(
        Identity::from_file_text(&renamed_by_hand)
            .unwrap_err()
            .contains("altered")
    );
    let key = key_in(&text);
    let last = if key.ends_with('0') { "1" } else { "0" };
    let other_key = text.replace(&key, &format!("{}{last}", &key[..63]));
    assert!(
        Identity::from_file_text(&other_key)
            .unwrap_err()
            .contains("altered")
    );
    assert!(
        Identity::from_file_text("{\"settings\": 1}")
            .unwrap_err()
            .contains("not an identity")
    );
    assert!(Identity::from_file_text(&text[..text.len() / 2]).is_err());
}

/// Written by the build of 2026-12-07 (protocol 8), whose proof was a bearer hash.
const FILE_BEFORE_SIGNATURES: &str = include_str!("../kept/identity-before-signatures.json");

#[test]
fn a_file_written_before_signatures_is_the_same_player_with_the_same_tag() {
    let ann = Identity::from_file_text(FILE_BEFORE_SIGNATURES).unwrap();
    assert_eq!(ann.scheme(), Scheme::Hashed);
    assert_eq!(ann.shown(), "Ann#C6NE");
    let id = "4861132bd0ef09a073fd442149b30e24b4d198038dcb7267311e0e624cfff745";
    assert_eq!(ann.id().as_str(), id);
    assert_eq!(ann.file_text(), FILE_BEFORE_SIGNATURES);
    assert_eq!(ann.renamed("Annie").unwrap().id(), ann.id());
    let claim = ann.claim();
    let proven = claim.check("test", "c0ffee", &ann.sign("test", "c0ffee"));
    let proven = proven.unwrap();
    assert_eq!(proven.id.as_str(), id);
    assert_eq!(proven.binds, Some(claim.key.clone()));
    // The id is what the old proof hashed to: the proof itself is not the id.
    assert_ne!(claim.hashed.as_deref(), Some(id));
}

#[test]
fn a_signature_is_good_for_one_server_and_one_challenge_only() {
    let ann = Identity::fresh("Ann").unwrap();
    assert_eq!(ann.scheme(), Scheme::Keyed);
    let claim = ann.claim();
    assert_eq!(claim.hashed, None);
    let signature = ann.sign("play.example.org", "0123");
    let proven = claim.check("play.example.org", "0123", &signature).unwrap();
    assert_eq!((proven.id, proven.binds), (ann.id(), None));
    assert!(
        claim
            .check("Play.Example.org:443", "0123", &signature)
            .is_ok()
    );
    let refused = [
        claim.check("play.example.org", "0124", &signature),
        claim.check("elsewhere.example.org", "0123", &signature),
        claim.check("play.example.org", "0123", &"0".repeat(128)),
        claim.check("play.example.org", "0123", "zz"),
    ];
    for refusal in refused {
        assert!(refusal.unwrap_err().contains("signature"));
    }
    let bob = Identity::fresh("Bob").unwrap();
    let posing = ann.claim().check("s", "c", &bob.sign("s", "c"));
    assert!(posing.is_err(), "Bob's signature passed for Ann's key");
    let mut bob_as_ann = bob.claim();
    bob_as_ann.name = "Ann".into();
    let as_ann = bob_as_ann.check("s", "c", &bob.sign("s", "c")).unwrap();
    assert_eq!(as_ann.id, bob.id(), "a name is not an identity");
    let mut broken = ann.claim();
    broken.key = "zz".repeat(32);
    assert!(broken.check("s", "c", &ann.sign("s", "c")).is_err());
    broken.key = ann.claim().key;
    broken.hashed = Some("Z".repeat(64));
    assert!(broken.check("s", "c", &ann.sign("s", "c")).is_err());
}

#[test]
fn a_server_is_named_as_its_websocket_s_host_header_names_it() {
    assert_eq!(server_name_in("ws://127.0.0.1:7800/play"), "127.0.0.1:7800");
    assert_eq!(
        server_name_in("wss://Play.Example.org/play?room=AB"),
        "play.example.org"
    );
    assert_eq!(server_name_in("ws://example.org:80/play"), "example.org");
    assert_eq!(server_name_in("ws://[::1]:8080"), "[::1]:8080");
    assert_eq!(server_name(" Example.org:443 "), "example.org");
    assert_eq!(server_name("example.org:4430"), "example.org:4430");
}

#[test]
fn names_are_checked_for_length_and_characters() {
    assert_eq!(checked_name(" Ann "), Ok("Ann".into()));
    assert!(checked_name("   ").is_err());
    assert!(checked_name(&"a".repeat(21)).is_err());
    assert!(checked_name("Ann#7K2P").is_err());
    assert!(checked_name("An\u{202E}n").is_err());
    assert_eq!(checked_name("Zoë Łucja"), Ok("Zoë Łucja".into()));
}

/// The key an identity file holds, in hexadecimal.
fn key_in(text: &str) -> String {
    let file: serde_json::Value = serde_json::from_str(text).unwrap();
    file["key"].as_str().unwrap().to_string()
}

/// An id read from a message, a store or a file is a hash's shape or nothing: a store's entry
/// naming a player "zz" once stopped a server when its tag was drawn.
#[test]
fn a_player_id_read_from_outside_is_a_hash_or_refused() {
    let id = Identity::fresh("Ann").unwrap().id();
    let text = serde_json::to_string(&id).unwrap();
    assert_eq!(serde_json::from_str::<PlayerId>(&text).unwrap(), id);
    for wrong in ["\"zz\"", "\"\"", "7", &format!("\"{}\"", "A".repeat(64))] {
        let read = serde_json::from_str::<PlayerId>(wrong);
        assert!(read.is_err(), "{wrong} read as {read:?}");
    }
}
