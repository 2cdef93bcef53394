//! Secrets, codes and tokens from the operating system's random numbers.

use kingdomino_core::online::RollSecret;
use kingdomino_core::online::dice::hex;

pub(super) fn random_bytes<const N: usize>() -> Result<[u8; N], String> {
    let mut bytes = [0; N];
    getrandom::fill(&mut bytes)
        .map_err(|error| format!("the system gives no random numbers: {error}"))?;
    Ok(bytes)
}

pub(crate) fn random_hex<const N: usize>() -> Result<String, String> {
    Ok(hex(&random_bytes::<N>()?))
}

pub(super) fn random_secret() -> Result<RollSecret, String> {
    Ok(RollSecret(random_bytes::<32>()?))
}

pub(super) fn random_u64() -> Result<u64, String> {
    Ok(u64::from_le_bytes(random_bytes::<8>()?))
}
