//! A fixture for `--format rust`: a hex decoder whose digits are added as
//! `u32` where a byte is returned, `expected u8, found u32`.

/// The value of one hex digit.
fn digit(byte: u8) -> Option<u32> {
    char::from(byte).to_digit(16)
}

/// Decodes the byte that two hex digits spell, as in `%2F`.
pub fn decode_pair(bytes: &[u8]) -> Option<u8> {
    let mut iter = bytes.iter();
    let high = digit(*iter.next()?)?;
    let low = digit(*iter.next()?)?;
    Some(high * 0x10 + low)
}

/// Decodes every `%XX` of `text`, leaving the other bytes as they are.
pub fn decode(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            if let Some(byte) = bytes.get(i + 1..i + 3).and_then(decode_pair) {
                out.push(byte);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    out
}
