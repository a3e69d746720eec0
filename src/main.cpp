// placeholder until the protocol layer lands
int main() { return 0; }
